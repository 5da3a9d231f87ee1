// Build plugin: drops the Radix Themes CSS the app never uses, so the one render-blocking
// stylesheet stays small (decision 0009).
// - components.css: a rule is kept when every `.rt-Component` class in its selector belongs to a
//   component in KEEP (radix-keep.ts); reset, animations and tokens are untouched.
// - components.css and utilities.css: a rule naming a responsive class (`.sm\:rt-r-p-5`) is kept
//   only when the app sets that prop at that breakpoint (radix-responsive.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import type { Plugin } from "vite";
import { KEEP, keepSelector } from "./radix-keep";
import { keepResponsiveSelector, responsiveClasses } from "./radix-responsive";

export { KEEP, keepSelector };

type Subset = { keep?: readonly string[]; responsive: ReadonlySet<string> };

export function subsetRadixCss(css: string, { keep, responsive }: Subset): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(
      (s) => (!keep || keepSelector(s, keep)) && keepResponsiveSelector(s, responsive),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (media queries, @supports) left without rules.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/** The app's .ts/.tsx sources, by path. */
function appSources(appDir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (/\.tsx?$/.test(file)) sources[file] = readFileSync(path.join(appDir, file), "utf8");
  }
  return sources;
}

export function radixCssSubset(appDir = path.resolve("app")): Plugin {
  let responsive: Set<string> = new Set();
  return {
    name: "radix-css-subset",
    enforce: "pre",
    buildStart() {
      responsive = responsiveClasses(appSources(appDir));
    },
    transform(code, id) {
      if (/@radix-ui\/themes\/components\.css(\?|$)/.test(id)) {
        return { code: subsetRadixCss(code, { keep: KEEP, responsive }), map: null };
      }
      if (/@radix-ui\/themes\/utilities\.css(\?|$)/.test(id)) {
        return { code: subsetRadixCss(code, { responsive }), map: null };
      }
      return null;
    },
  };
}
