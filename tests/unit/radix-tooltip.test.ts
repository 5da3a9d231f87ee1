// The build replaces @radix-ui/react-tooltip with app/shims/radix-tooltip.tsx (vite.config.ts), so
// Radix Themes' <Theme> no longer brings floating-ui to every page (decision 0019). That only holds
// while the app shows no Radix tooltip; these tests say so, and what breaks if one is added.
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
});
