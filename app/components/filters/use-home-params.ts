import { useLocation, useNavigation } from "@remix-run/react";
import { stripTransient } from "~/domain/home-url";

/**
 * The home page's filter query (without panel-only parameters). While a navigation is under
 * way it is the destination's, so quick successive toggles build on each other and controls
 * show their new state at once. Off the home page it is empty (filters start fresh).
 */
export function useHomeParams(): URLSearchParams {
  const current = useLocation();
  const location = useNavigation().location ?? current;
  return location.pathname === "/" ? stripTransient(new URLSearchParams(location.search)) : new URLSearchParams();
}
