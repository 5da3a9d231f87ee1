// The one place errors leave for Sentry (docs/decisions/0039-health-errors-and-tiles.md): the
// loaders' and actions' errors (handleError in app/entry.server.tsx) and the Worker's own and
// scheduled failures (observed.server.ts). Without SENTRY_DSN it does nothing.
import { readConfig } from "./env.server";
import { sendError } from "./sentry.server";

/** Sends the report in the background (ctx.waitUntil), or as the promise it returns when ctx is null. */
export function reportError(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil"> | null,
  error: unknown,
  transaction: string,
): Promise<void> {
  const result = readConfig(env);
  if (!result.ok || !result.config.sentry) return Promise.resolve();
  const { target, release } = result.config.sentry;
  const sent = sendError(target, error, { transaction, release, environment: result.config.appEnv });
  ctx?.waitUntil(sent);
  return sent;
}

/**
 * The route pattern of a Remix request from its path and matched params ("/listing/:id" for
 * /listing/42 with { id: "42" }; "/coimbatore/*" for a splat), never the values themselves.
 */
export function patternFromParams(pathname: string, params: Record<string, string | undefined>): string {
  const segments = pathname.replace(/\.data$/, "").split("/");
  const splat = params["*"];
  const tail = splat ? splat.split("/").length : 0;
  const named = Object.entries(params).filter(([name, value]) => name !== "*" && value);
  const head = segments.slice(0, segments.length - tail).map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {}
    const param = named.find(([, value]) => value === decoded);
    return param ? `:${param[0]}` : segment;
  });
  return (tail ? [...head, "*"] : head).join("/") || "/";
}
