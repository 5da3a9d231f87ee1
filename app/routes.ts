import { flatRoutes } from "@remix-run/fs-routes";
import { type RouteConfig, route } from "@remix-run/route-config";

// File routes, plus /not-found served by the catch-all's module (one not-found page).
export default flatRoutes().then((routes) => [
  ...routes,
  route("not-found", "routes/$.tsx", { id: "routes/not-found" }),
]) satisfies RouteConfig;
