// Stands in for @radix-ui/react-tooltip in the build (vite.config.ts). Radix Themes' <Theme> wraps
// every page in the tooltip Provider, which brings Radix's popper and floating-ui with it: 12 KB
// gzipped on every page, for tooltips the app never shows (decision 0019: the list view's JavaScript
// budget is 120 KB). The Provider here only renders its children; every other part throws, so a
// tooltip added later fails loudly at its first render instead of silently showing nothing.
// To use Radix tooltips, remove the alias; tests/unit/radix-tooltip.test.ts says where.
import type { ReactNode } from "react";

export function TooltipProvider({ children }: { children?: ReactNode }) {
  return children;
}

function unavailable(): never {
  throw new Error(
    "Radix Tooltip is replaced by app/shims/radix-tooltip.tsx (see vite.config.ts); remove that alias to use it.",
  );
}

export const Tooltip = unavailable;
export const TooltipTrigger = unavailable;
export const TooltipPortal = unavailable;
export const TooltipContent = unavailable;
export const TooltipArrow = unavailable;
export const createTooltipScope = unavailable;
export {
  TooltipArrow as Arrow,
  TooltipContent as Content,
  TooltipPortal as Portal,
  TooltipProvider as Provider,
  Tooltip as Root,
  TooltipTrigger as Trigger,
};
