// The Worker's handlers, observed: one log line per request (cf-ray, route pattern, status,
// duration, what the edge cache did) and one per scheduled run (its cron, how long it and the
// work it left running took, whether any of it failed). workers/app.ts wraps its handler in
// `observed`; the lines go through log.server.ts, which redacts them
// (docs/decisions/0038-structured-logs-and-deploy.md, docs/product.md#operations).
import { EDGE_CACHE_HEADER } from "../http/edge-cache.server";
import { errorText, log, routePattern } from "./log.server";
import { reportError } from "./report-error.server";

type Routes = Parameters<typeof routePattern>[0];
type Handler = { fetch: ExportedHandlerFetchHandler<Env>; scheduled: ExportedHandlerScheduledHandler<Env> };

/** The request's fields for its log line: never the URL itself, only the route it matched. */
export function requestFields(
  request: Request<unknown, unknown>,
  routes: Routes,
  response: Response | null,
  ms: number,
) {
  const { pathname } = new URL(request.url);
  return {
    ray: request.headers.get("cf-ray"),
    method: request.method,
    route: routePattern(routes, pathname) ?? "(none)",
    status: response ? response.status : 500,
    ms,
    cache: response?.headers.get(EDGE_CACHE_HEADER) ?? "none",
    colo: (request.cf as { colo?: string } | undefined)?.colo ?? null,
  };
}

export function observed<H extends Handler>(handler: H, routes: Routes): H {
  return {
    ...handler,
    async fetch(request, env, ctx) {
      const started = Date.now();
      try {
        const response = await handler.fetch(request, env, ctx);
        const fields = requestFields(request, routes, response, Date.now() - started);
        log("request", { ...fields, level: response.status >= 500 ? "error" : undefined });
        return response;
      } catch (error) {
        const fields = requestFields(request, routes, null, Date.now() - started);
        log("request", { ...fields, level: "error", error: errorText(error) });
        reportError(env, ctx, error, fields.route);
        throw error;
      }
    },
    async scheduled(controller, env, ctx) {
      const started = Date.now();
      // The work the run leaves running (ctx.waitUntil) counts as part of the run.
      const pending: Promise<unknown>[] = [];
      const tracked = new Proxy(ctx, {
        get(target, prop) {
          if (prop === "waitUntil") {
            return (promise: Promise<unknown>) => {
              pending.push(promise);
              target.waitUntil(promise);
            };
          }
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      let failure: unknown = null;
      try {
        await handler.scheduled(controller, env, tracked);
      } catch (error) {
        failure = error;
      }
      const done = Promise.allSettled(pending).then((results) => {
        const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        const error = failure ?? rejected?.reason;
        log("scheduled", {
          cron: controller.cron,
          ms: Date.now() - started,
          outcome: error ? "error" : "ok",
          level: error ? "error" : undefined,
          error: error ? errorText(error) : undefined,
        });
        // Reported before the run ends: `done` is itself kept alive by waitUntil.
        if (error) return reportError(env, null, error, `cron ${controller.cron}`);
      });
      ctx.waitUntil(done);
      if (failure) throw failure;
    },
  } as H;
}
