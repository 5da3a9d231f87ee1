// The build replaces @radix-ui/react-tooltip with app/shims/radix-tooltip.tsx (vite.config.ts), so
// Radix Themes' <Theme> no longer brings floating-ui to every page (decision 0019). That only holds
// while the app shows no Radix tooltip; these tests say so, and what breaks if one is added.
// The stand-in only works while upstream keeps what it replaces: the last block fails when
// @radix-ui/react-tooltip's exports change, when Radix Themes' <Theme> renders more of the tooltip
// than its Provider, or when the radix-ui package stops taking the tooltip from the aliased name.
import * as upstream from "@radix-ui/react-tooltip";
import radixUiIndex from "/node_modules/radix-ui/dist/index.mjs?raw";
import themeSource from "/node_modules/@radix-ui/themes/dist/esm/components/theme.js?raw";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as stub from "~/shims/radix-tooltip";

const modules = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

describe("the Radix tooltip stand-in", () => {
  it("its Provider, the part <Theme> renders on every page, renders just its children", () => {
    expect(renderToString(createElement(stub.Provider, { delayDuration: 200 } as object, "page"))).toBe("page");
  });

  it("every other part fails at its first render and says where the alias is", () => {
    for (const part of [stub.Root, stub.Trigger, stub.Portal, stub.Content, stub.Arrow]) {
      expect(() => renderToString(createElement(part))).toThrow(/vite\.config\.ts/);
    }
  });

  it("no app module uses a Radix tooltip (remove the alias in vite.config.ts first)", () => {
    const uses = Object.entries(modules)
      .filter(([file]) => file !== "/app/shims/radix-tooltip.tsx")
      .filter(([, source]) =>
        /import\s*\{[^}]*\bTooltip\b[^}]*\}\s*from\s*"(@radix-ui\/themes|radix-ui)"|from\s*"@radix-ui\/react-tooltip"/.test(
          source,
        ),
      )
      .map(([file]) => file);
    expect(uses).toEqual([]);
  });

  describe("stands in for what upstream exports and what <Theme> uses", () => {
    // vitest.config.ts has no alias: this is the real package, which vite.config.ts replaces.
    it("exports every name @radix-ui/react-tooltip exports, and no other", () => {
      expect(Object.keys(stub).sort()).toEqual(Object.keys(upstream).sort());
    });

    it("radix-ui takes its Tooltip from @radix-ui/react-tooltip, the name the alias replaces", () => {
      expect(radixUiIndex).toMatch(/import \* as Tooltip from "@radix-ui\/react-tooltip"/);
    });

    it("<Theme> renders the tooltip's Provider and no other part of it", () => {
      const name = /\bTooltip as (\w+)\b[^;]*from\s*"radix-ui"/.exec(themeSource)?.[1];
      expect(name, "Theme imports Tooltip from radix-ui").toBeTruthy();
      const parts = new Set([...themeSource.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, "g"))].map((m) => m[1]));
      expect([...parts]).toEqual(["Provider"]);
    });
  });
});
