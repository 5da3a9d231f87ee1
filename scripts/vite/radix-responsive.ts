// Which responsive Radix Themes classes the build keeps (radix-css-subset.ts applies it). Radix
// ships every layout prop at every breakpoint (`.sm\:rt-r-p-5` and thousands more), five copies
// of its utilities: 20 KB of the 50 KB of render-blocking CSS (gzip). The app writes its
// responsive props inline, `p={{ initial: "3", sm: "5" }}`, so the build reads them from the
// source and keeps just those classes. No dependencies, so the unit test can run it in workerd.

export const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;

/** The class Radix gives a responsive prop, by prop name (only names that mean one thing). */
export const PROP_CLASS: Record<string, string> = {
  p: "p",
  px: "px",
  py: "py",
  pt: "pt",
  pr: "pr",
  pb: "pb",
  pl: "pl",
  m: "m",
  mx: "mx",
  my: "my",
  mt: "mt",
  mr: "mr",
  mb: "mb",
  ml: "ml",
  gap: "gap",
  gapX: "cg",
  gapY: "rg",
  columns: "gtc",
  rows: "gtr",
  size: "size",
  orientation: "orientation",
  display: "display",
  direction: "fd",
};

const INLINE = /(\w+)=\{\{([^{}]*)\}\}/g;
const ENTRY = /(\w+):\s*"([^"]*)"/g;
const BREAKPOINT_KEY = new RegExp(`\\b(?:initial|${BREAKPOINTS.join("|")}):\\s*["'{\\w]`, "g");

/**
 * "sm:rt-r-p-5" for every breakpoint value the sources set. Throws on a responsive object the
 * build cannot read (not inline, a value that is not a string literal, a prop not in
 * PROP_CLASS), so a new responsive prop never loses its CSS without a word.
 */
export function responsiveClasses(sources: Record<string, string>): Set<string> {
  const used = new Set<string>();
  for (const [file, source] of Object.entries(sources)) {
    let read = 0;
    for (const [, prop, body] of source.matchAll(INLINE)) {
      const entries = [...body!.matchAll(ENTRY)];
      if (!entries.some(([, key]) => key === "initial" || BREAKPOINTS.includes(key as never))) continue;
      const cls = PROP_CLASS[prop!];
      if (!cls) throw new Error(`${file}: responsive prop "${prop}" is not in scripts/vite/radix-responsive.ts`);
      for (const [, key, value] of entries) {
        read++;
        // A negative margin's class leads with the sign: m="-2" is -rt-r-m-2.
        const name = value!.startsWith("-") ? `-rt-r-${cls}-${value!.slice(1)}` : `rt-r-${cls}-${value}`;
        if (key !== "initial") used.add(`${key}:${name}`);
      }
    }
    const seen = [...source.matchAll(BREAKPOINT_KEY)].length;
    if (seen !== read) {
      throw new Error(
        `${file}: write responsive Radix props inline with string values, prop={{ initial: "3", sm: "5" }}`,
      );
    }
  }
  return used;
}

const RESPONSIVE_CLASS = new RegExp(`\\.(${BREAKPOINTS.join("|")})\\\\:(-?rt-r-[\\w-]+)`, "g");

/** False when the selector names a responsive class the app never sets. */
export function keepResponsiveSelector(selector: string, used: ReadonlySet<string>): boolean {
  for (const [, bp, cls] of selector.matchAll(RESPONSIVE_CLASS)) {
    if (!used.has(`${bp}:${cls}`)) return false;
  }
  return true;
}
