import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loader as rootLoader } from "~/root";

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** True after hydration: lets forms tell the server that JavaScript is running. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Current path + search, for redirectTo fields. */
export function currentPath(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}
