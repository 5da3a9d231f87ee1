// Every table of the app sits in this root instead of Radix's Table.Root (docs/product.md#layout).
// Table.Root wraps the table in a ScrollArea whose viewport hides overflow until JavaScript has
// mounted its scrollbars: without JavaScript (and before hydration) a wide table was clipped and
// its last columns unreachable. Here the scroll area is a plain element with overflow-x: auto, so
// it scrolls natively from the first paint; it is a named region in the tab order, so a keyboard
// can scroll it (axe: scrollable-region-focusable). Rows and cells stay Radix's Table parts.
import type { ReactNode } from "react";

type Size = "1" | "2" | "3";
type Breakpoint = "initial" | "xs" | "sm" | "md" | "lg" | "xl";

/** Radix's size classes: "1" gives rt-r-size-1; a responsive size adds one class per breakpoint. */
function sizeClasses(size: Size | Partial<Record<Breakpoint, Size>>): string {
  if (typeof size === "string") return `rt-r-size-${size}`;
  return Object.entries(size)
    .map(([bp, value]) => (bp === "initial" ? `rt-r-size-${value}` : `${bp}:rt-r-size-${value}`))
    .join(" ");
}

export function DataTable({
  label,
  size = "2",
  variant = "surface",
  className,
  children,
}: {
  /** Names the table and its scroll region. */
  label: string;
  /** When responsive, write it inline at the call site (README, Styles), so the build keeps its CSS. */
  size?: Size | Partial<Record<Breakpoint, Size>>;
  variant?: "surface" | "ghost";
  className?: string;
  /** Table.Header and Table.Body from @radix-ui/themes. */
  children: ReactNode;
}) {
  const classes = ["rt-TableRoot", sizeClasses(size), `rt-variant-${variant}`, "data-table", className];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll it by keyboard
    <section aria-label={label} tabIndex={0} className={classes.filter(Boolean).join(" ")}>
      <table className="rt-TableRootTable" aria-label={label}>
        {children}
      </table>
    </section>
  );
}
