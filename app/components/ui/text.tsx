// Radix Themes' Text, Heading and Flex as plain elements with the same classes (decision 0050):
// the components that every page's first scripts carry (the top bar's menus, the error and
// not-found screens) would otherwise bring Radix Themes' responsive props machinery, several KB
// gzipped, to the list view, which only ever passes fixed values. Same class names, same CSS:
// tests/unit/plain-text.test.ts renders both and compares.
import type { CSSProperties, ReactNode } from "react";

type Space = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type Margins = { m?: Space; mx?: Space; my?: Space; mt?: Space; mr?: Space; mb?: Space; ml?: Space };
type Common = Margins & {
  id?: string;
  title?: string;
  role?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  "aria-hidden"?: boolean;
};

const MARGIN_KEYS = ["m", "mx", "my", "mt", "mr", "mb", "ml"] as const;

function classes(base: string, parts: Array<string | false | undefined>, margins: Margins, className?: string) {
  const out = [base, ...parts.filter(Boolean)];
  for (const key of MARGIN_KEYS) if (margins[key]) out.push(`rt-r-${key}-${margins[key]}`);
  if (className) out.push(className);
  return out.join(" ");
}

function split<P extends Margins>(props: P): [Margins, Omit<P, keyof Margins>] {
  const { m, mx, my, mt, mr, mb, ml, ...rest } = props;
  return [{ m, mx, my, mt, mr, mb, ml }, rest];
}

type TextProps = Common & {
  as?: "span" | "div" | "p" | "label";
  size?: Space;
  weight?: "light" | "regular" | "medium" | "bold";
  align?: "left" | "center" | "right";
  color?: string;
  truncate?: boolean;
};

/** Radix Themes' `<Text>`. */
export function Text(props: TextProps) {
  const [margins, { as: As = "span", size, weight, align, color, truncate, className, ...rest }] = split(props);
  return (
    <As
      data-accent-color={color}
      {...rest}
      className={classes(
        "rt-Text",
        [
          size && `rt-r-size-${size}`,
          weight && `rt-r-weight-${weight}`,
          align && `rt-r-ta-${align}`,
          truncate && "rt-truncate",
        ],
        margins,
        className,
      )}
    />
  );
}

type HeadingProps = Omit<TextProps, "as"> & { as?: "h1" | "h2" | "h3" | "h4" };

/** Radix Themes' `<Heading>` (its default size is 6). */
export function Heading(props: HeadingProps) {
  const [margins, { as: As = "h1", size = "6", weight, align, color, truncate, className, ...rest }] = split(props);
  return (
    <As
      data-accent-color={color}
      {...rest}
      className={classes(
        "rt-Heading",
        [
          `rt-r-size-${size}`,
          weight && `rt-r-weight-${weight}`,
          align && `rt-r-ta-${align}`,
          truncate && "rt-truncate",
        ],
        margins,
        className,
      )}
    />
  );
}

type FlexProps = Common & {
  as?: "div" | "span" | "section";
  direction?: "row" | "column";
  align?: "start" | "center" | "end" | "baseline" | "stretch";
  justify?: "start" | "center" | "end" | "between";
  gap?: Space;
  wrap?: "wrap" | "nowrap";
};

/** Radix Themes' `<Flex>`. */
export function Flex(props: FlexProps) {
  const [margins, { as: As = "div", direction, align, justify, gap, wrap, className, ...rest }] = split(props);
  return (
    <As
      {...rest}
      className={classes(
        "rt-Flex",
        [
          direction && `rt-r-fd-${direction}`,
          align && `rt-r-ai-${align}`,
          justify && `rt-r-jc-${justify === "between" ? "space-between" : justify}`,
          wrap && `rt-r-fw-${wrap}`,
          gap && `rt-r-gap-${gap}`,
        ],
        margins,
        className,
      )}
    />
  );
}

/** The classes and attribute of Radix Themes' `<Button>` (solid, size 2 by default), for a link drawn as a button. */
export function buttonProps({
  size = "2",
  variant = "solid",
}: {
  size?: "1" | "2" | "3" | "4";
  variant?: "solid" | "soft" | "outline" | "ghost" | "surface";
} = {}) {
  return {
    className: `rt-reset rt-BaseButton rt-r-size-${size} rt-variant-${variant} rt-Button`,
    "data-accent-color": "",
  };
}
