// Which Radix Themes component rules the build keeps (radix-css-subset.ts applies it): a rule is
// kept when every `.rt-Component` class in its selector belongs to a component in KEEP. Add a
// component here when the app starts importing it from "@radix-ui/themes"
// (docs/decisions/0009-edge-cache.md). No dependencies, so the unit test can run it in workerd.

/**
 * Class-name prefixes of the Radix components the app uses (and their shared bases).
 * tests/unit/radix-css-subset.test.ts fails when the app imports a component not covered here.
 */
/** The base classes a component's parts also carry, beyond its own name. */
export const BASES: Record<string, readonly string[]> = {
  AlertDialog: ["BaseDialog"],
  Dialog: ["BaseDialog"],
  HoverCard: ["Popper"],
  Button: ["BaseButton"],
  IconButton: ["BaseButton"],
  Card: ["BaseCard"],
  Tabs: ["BaseTabList"],
  Radio: ["BaseRadio"],
};

export const KEEP = [
  "Badge",
  "BaseButton",
  "Button",
  "IconButton",
  "BaseCard",
  "Card",
  "BaseDialog",
  // HoverCard's content sits in a Popper.
  "HoverCard",
  "Popper",
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
