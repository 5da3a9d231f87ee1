import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loader as rootLoader } from "~/root";

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}

// Flips once, when the first component using it hydrates; later mounts start hydrated.
let hydrating = true;

/**
 * False in the server render and the hydration pass, true after: lets forms tell the server that
 * JavaScript is running, and hides controls that only work with it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}

/** Current path + search, for redirectTo fields. */
export function currentPath(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}
