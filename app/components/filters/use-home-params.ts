import { useLocation, useNavigation } from "@remix-run/react";
import { stripTransient } from "~/domain/home-url";
import { localityPageOfPath, pageFilterParams } from "~/domain/locality-pages";

/**
 * The filter query a page's URL stands for: the home page's query string, or on a locality page
 * its locality and type with the query string (docs/decisions/0036-locality-pages.md); null off
 * those pages.
 */
function filterParamsOf(location: { pathname: string; search: string }): URLSearchParams | null {
  const search = new URLSearchParams(location.search);
  if (location.pathname === "/") return search;
  const page = localityPageOfPath(location.pathname);
  return page ? pageFilterParams(page, search) : null;
}

/**
 * The home page's filter query (without panel-only parameters). While a navigation is under
 * way it is the destination's, so quick successive toggles build on each other and controls
 * show their new state at once. Off the home and locality pages it is empty (filters start fresh).
 */
export function useHomeParams(): URLSearchParams {
  const current = useLocation();
  const location = useNavigation().location ?? current;
  const params = filterParamsOf(location);
  return params ? stripTransient(params) : new URLSearchParams();
}

/** The current page's filter query as it is now (transient parameters included), for links built from it. */
export function useFilterParams(): URLSearchParams {
  const location = useLocation();
  return filterParamsOf(location) ?? new URLSearchParams(location.search);
}
