// Build plugin: drops the Radix Themes component rules the app never renders from
// @radix-ui/themes/components.css (about a third of it), so the one render-blocking stylesheet
// stays small. A rule is kept when every `.rt-Component` class in its selector belongs to a
// component in KEEP; reset, animations and tokens are untouched. Add a component here when the
// app starts importing it from "@radix-ui/themes" (docs/decisions/0009-edge-cache.md).
import postcss from "postcss";
import type { Plugin } from "vite";

/** Class-name prefixes of the Radix components the app uses (and their shared bases). */
export const KEEP = [
  "Badge",
  "BaseButton",
  "Button",
  "IconButton",
  "BaseCard",
  "Card",
  "BaseDialog",
  "BaseTabList",
  "Tabs",
  "BaseRadio",
  "Radio",
  "Box",
  "Flex",
  "Grid",
  "Container",
  "Section",
  "Heading",
  "Text",
  "Link",
  "Callout",
  "DataList",
  "Separator",
  "Spinner",
  "Table",
  "TextArea",
  "TextField",
  "Strong",
  "Em",
  "Code",
];

const COMPONENT_CLASS = /\.rt-([A-Z][A-Za-z]*)/g;

export function keepSelector(selector: string, keep: readonly string[] = KEEP): boolean {
  for (const [, name] of selector.matchAll(COMPONENT_CLASS)) {
    if (!keep.some((k) => name!.startsWith(k))) return false;
  }
  return true;
}

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
