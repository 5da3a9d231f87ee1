// Build plugin: drops the Radix Themes component rules the app never renders from
// @radix-ui/themes/components.css (about a third of it), so the one render-blocking stylesheet
// stays small. A rule is kept when every `.rt-Component` class in its selector belongs to a
// component in KEEP (radix-keep.ts); reset, animations and tokens are untouched.
import postcss from "postcss";
import type { Plugin } from "vite";
import { KEEP, keepSelector } from "./radix-keep";

export { KEEP, keepSelector };

export function subsetComponentsCss(css: string, keep: readonly string[] = KEEP): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => keepSelector(s, keep));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (media queries, @supports) left without rules.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

export function radixCssSubset(): Plugin {
  return {
    name: "radix-css-subset",
    enforce: "pre",
    transform(code, id) {
      if (!/@radix-ui\/themes\/components\.css(\?|$)/.test(id)) return null;
      return { code: subsetComponentsCss(code), map: null };
    },
  };
}
