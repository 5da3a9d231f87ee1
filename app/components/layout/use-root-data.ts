import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

// The root loader's data (user, settings, favourites) for routes and the parts they render. Layout
// parts that root.tsx itself renders take what they need as props instead, so this type import
// never closes a loop back to root.tsx.
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
