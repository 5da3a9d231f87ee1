// The build keeps only the Radix Themes CSS of the components the app renders
// (scripts/vite/radix-keep.ts, decision 0009). A component imported without its CSS would
// render unstyled; this fails first, naming it.
import radixCss from "@radix-ui/themes/styles.css?raw";
import { describe, expect, it } from "vitest";
import { BASES, KEEP, keepSelector } from "../../scripts/vite/radix-keep";

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
