// Bindings the code uses that the deploy config lacks: the bundle stage (scripts/check-bundle.ts)
// fails on them, since `wrangler deploy` would ship a Worker whose `env.X` is undefined.
// Used = the members of Env (worker-configuration.d.ts) that are not plain strings, plus every
// `env.X` / `getEnv(context).X` in the code that is not a setting of the env schema.

/** Env members typed as bindings (D1Database, R2Bucket, DurableObjectNamespace<...>, Ai, ...). */
export function envBindings(workerConfigurationDts: string): string[] {
  const body = /interface __BaseEnv_Env \{([\s\S]*?)\n\}/.exec(workerConfigurationDts)?.[1] ?? "";
  return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]*)\??: (?!string;)/gm)].map((m) => m[1]);
}

/** `env.X`, `env["X"]`, `getEnv(context).X` and `cloudflare.env.X` in a source file. */
export function referencedEnvNames(source: string): string[] {
  return [
    ...source.matchAll(/(?<!meta\.)\b(?:env|getEnv\([^)]*\))(?:\.([A-Z][A-Z0-9_]+)\b|\["([A-Z][A-Z0-9_]+)"\])/g),
  ].map((m) => m[1] ?? m[2]);
}

/** The settings the env schema reads (app/server/platform/env.server.ts: `NAME: setting,`). */
export function schemaSettings(envServerSource: string): string[] {
  return [...envServerSource.matchAll(/^\s+([A-Z][A-Z0-9_]*): setting,/gm)].map((m) => m[1]);
}

type Named = { binding?: string; name?: string };
/** Every binding name a wrangler config declares (as wrangler's config reader returns it). */
export function configuredBindings(config: Record<string, unknown>): string[] {
  const names: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? (value as Named[]) : []);
  for (const key of [
    "d1_databases",
    "r2_buckets",
    "kv_namespaces",
    "services",
    "vectorize",
    "hyperdrive",
    "analytics_engine_datasets",
  ]) {
    for (const item of list(config[key])) if (item.binding) names.push(item.binding);
  }
  const dos = config.durable_objects as { bindings?: Named[] } | undefined;
  for (const item of dos?.bindings ?? []) if (item.name) names.push(item.name);
  const queues = config.queues as { producers?: Named[] } | undefined;
  for (const item of queues?.producers ?? []) if (item.binding) names.push(item.binding);
  for (const key of ["ai", "images", "assets", "browser", "version_metadata"]) {
    const single = config[key] as Named | undefined;
    if (single?.binding) names.push(single.binding);
  }
  names.push(...Object.keys((config.vars as Record<string, unknown>) ?? {}));
  return names;
}

export function missingBindings(input: {
  envBindings: string[];
  referenced: string[];
  settings: string[];
  configured: string[];
}): string[] {
  const configured = new Set([...input.configured, ...input.settings]);
  const used = new Set([...input.envBindings, ...input.referenced]);
  return [...used].filter((name) => !configured.has(name)).sort();
}
