// Whether React has hydrated this part of the page yet, and the current path for redirectTo fields.
// Kept apart from use-root-data.ts (which reads the root loader's type) so that the layout parts
// root.tsx renders never import root.tsx back.
import { createContext, useContext, useEffect, useState } from "react";

// Flips once, when the first component using it hydrates; later mounts start hydrated.
let hydrating = true;

/**
 * True inside a part of the page that React hydrates after the rest (a lazily loaded island,
 * see island.tsx): its first render must still match the server's HTML.
 */
export const HydratesLateContext = createContext(false);

/**
 * False in the server render and the hydration pass, true after: lets forms tell the server that
 * JavaScript is running, and hides controls that only work with it.
 */
export function useHydrated(): boolean {
  const late = useContext(HydratesLateContext);
  const [hydrated, setHydrated] = useState(() => !hydrating && !late);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}

/**
 * `<html data-hydrated>`: set by app/root.tsx once React runs the page (an error page too); islands
 * read it to tell the hydration pass from later mounts, and the browser tests and the bench wait
 * for it (`html[data-hydrated]`).
 */
export function markPageHydrated(): void {
  document.documentElement.dataset.hydrated = "";
}

/** Whether app/root.tsx has marked the page hydrated (browser only). */
export function pageHydrated(): boolean {
  return "hydrated" in document.documentElement.dataset;
}

/** Current path + search, for redirectTo fields. */
export function currentPath(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}
