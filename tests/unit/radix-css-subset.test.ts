// The build keeps only the Radix Themes CSS of the components the app renders
// (scripts/vite/radix-keep.ts, decision 0009). A component imported without its CSS would
// render unstyled; this fails first, naming it.
import radixCss from "@radix-ui/themes/styles.css?raw";
import { describe, expect, it } from "vitest";
import { BASES, KEEP, keepSelector } from "../../scripts/vite/radix-keep";
import { keepResponsiveSelector, responsiveClasses } from "../../scripts/vite/radix-responsive";

const sources = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

/** Every name the app imports from "@radix-ui/themes". */
function importedComponents(): string[] {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, list] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@radix-ui\/themes"/g)) {
      for (const part of list!.split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return [...names].sort();
}

// The provider styles `.radix-themes`, always kept; ThemePanel is another component.
const WITHOUT_CLASSES = ["Theme"];

const cssClasses = new Set([...radixCss.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)].map((m) => m[1]!));

describe("the Radix Themes CSS subset", () => {
  it("finds the app's imports", () => {
    expect(importedComponents()).toEqual(expect.arrayContaining(["Button", "Card", "Text"]));
  });

  it.each(importedComponents().filter((n) => !WITHOUT_CLASSES.includes(n)))("keeps the CSS of %s", (name) => {
    const own = [...cssClasses].filter((c) => c.startsWith(name));
    const needed = [...own, ...(BASES[name] ?? [])];
    for (const cls of needed) expect(keepSelector(`.rt-${cls}`), `${name} needs .rt-${cls}`).toBe(true);
  });

  it("drops what the app never uses", () => {
    expect(keepSelector(".rt-SelectTrigger")).toBe(false);
    expect(KEEP).not.toContain("Slider");
  });
});

describe("the responsive Radix classes the build keeps", () => {
  const used = responsiveClasses(sources);

  it("reads the app's inline responsive props", () => {
    expect(used).toContain("sm:rt-r-p-5");
  });

  // A wrong prop-to-class mapping would keep a class Radix never writes and drop the real one.
  it.each([...used])("%s is a class of Radix Themes", (name) => {
    const [bp, cls] = name.split(":");
    expect(radixCss).toContain(`.${bp}\\:${cls}`);
  });

  it("keeps the rules of those classes and drops the others", () => {
    expect(keepResponsiveSelector(".sm\\:rt-r-p-5", used)).toBe(true);
    expect(keepResponsiveSelector(".rt-Button:where(.sm\\:rt-r-size-3)", used)).toBe(true);
    expect(keepResponsiveSelector(".xl\\:rt-r-p-5", used)).toBe(false);
    expect(keepResponsiveSelector(".xl\\:-rt-r-m-1", used)).toBe(false);
    expect(keepResponsiveSelector(".rt-r-p-6", used)).toBe(true);
  });

  it("reads negative margins and refuses what it cannot read", () => {
    expect(responsiveClasses({ "a.tsx": '<Box m={{ initial: "0", md: "-2" }} />' })).toEqual(new Set(["md:-rt-r-m-2"]));
    expect(() => responsiveClasses({ "a.tsx": 'const pad = { initial: "3", sm: "5" };' })).toThrow(/inline/);
    expect(() => responsiveClasses({ "a.tsx": '<Box p={{ initial: size, sm: "5" }} />' })).toThrow(/inline/);
    expect(() => responsiveClasses({ "a.tsx": '<Flex align={{ initial: "start", sm: "center" }} />' })).toThrow(
      /align/,
    );
  });
});
