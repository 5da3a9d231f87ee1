// One stylesheet for every page (README, Layout; decision 0014): app/styles/components.css
// imports every component's CSS and components import none. All of it is global, so a class is
// styled in one file only, except where one component deliberately adjusts another's.
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const sheets = import.meta.glob<string>("/app/components/**/*.css", { query: "?raw", import: "default", eager: true });
const index = import.meta.glob<string>("/app/styles/components.css", { query: "?raw", import: "default", eager: true })[
  "/app/styles/components.css"
]!;

/** The map's own maplibre styles load with the map (the map views only). */
const LAZY = ["maplibre-gl/dist/maplibre-gl.css"];

describe("one stylesheet", () => {
  it("components import no CSS of their own", () => {
    const imports = Object.entries(modules).flatMap(([file, source]) =>
      [...source.matchAll(/^import\s+(?:\w+\s+from\s+)?"([^"]+\.css)(?:\?url)?";/gm)]
        .map((m) => m[1]!)
        .filter((css) => !LAZY.includes(css) && file !== "/app/root.tsx")
        .map((css) => `${file}: ${css}`),
    );
    expect(imports).toEqual([]);
  });

  it("app/styles/components.css imports every component stylesheet, and only existing ones", () => {
    const imported = [...index.matchAll(/@import "\.\.\/components\/([^"]+)";/g)].map((m) => `/app/components/${m[1]}`);
    expect(imported.filter((f) => !(f in sheets))).toEqual([]);
    expect(Object.keys(sheets).filter((f) => !imported.includes(f))).toEqual([]);
  });

  it("styles each class in one file", () => {
    const files = new Map<string, Set<string>>();
    for (const [file, css] of Object.entries(sheets)) {
      const rules = css.replace(/\/\*[\s\S]*?\*\//g, "");
      for (const [, name] of rules.matchAll(/\.([a-zA-Z][\w-]*)/g)) {
        if (name!.startsWith("rt-")) continue; // Radix's own classes, adjusted in context
        files.set(name!, (files.get(name!) ?? new Set()).add(file));
      }
    }
    const shared = [...files]
      .filter(([, where]) => where.size > 1)
      .map(([name, where]) => `${name}: ${[...where].sort()}`)
      .sort();
    expect(shared).toEqual([
      // The Ask AI box sits in the filter bar and borrows its button reset, scoped under .ask-ai.
      "filter-bar: /app/components/ai-search/ai-search.css,/app/components/filters/filters.css",
      "plain-button: /app/components/ai-search/ai-search.css,/app/components/filters/filters.css",
      // The listing page hides the floating WhatsApp link behind its own action bar.
      "whatsapp-float: /app/components/layout/layout.css,/app/components/listing-detail/listing.css",
    ]);
  });
});
