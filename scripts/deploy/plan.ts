// `npm run deploy`'s steps, without any I/O of their own: every Cloudflare call goes through the
// `wrangler` function it is given, files and the build through `deps`. scripts/deploy.ts runs it
// for real; tests/unit/deploy-plan.test.ts runs it against a fake wrangler (docs/deploy.md,
// docs/decisions/0038-structured-logs-and-deploy.md).
//
// 1. signed in?  2. D1 database, R2 buckets and queues: reused by name or created  3. their ids
// (and APP_ORIGIN) written into an untracked copy of wrangler.toml (wrangler.toml keeps its
// placeholders)  4. migrations applied to the remote database  5. the settings the app requires
// (the same zod schema it checks at start-up) that are neither a var nor a secret: listed, and the
// deploy stops  6. build  7. `wrangler deploy`. Durable Objects need no step: `wrangler deploy`
// creates them from wrangler.toml's [[migrations]].
import { parseConfig } from "../../app/server/platform/env.server";
import type { Wrangler } from "./wrangler";

/** The parts of wrangler.toml the deploy reads (as wrangler's own config reader returns them). */
export type DeployConfig = {
  name: string;
  d1_databases: { binding: string; database_name: string; database_id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
  queues?: { producers?: { queue: string; binding: string }[]; consumers?: { queue: string }[] };
  vars: Record<string, unknown>;
};

export type DeployOptions = {
  config: DeployConfig;
  /** wrangler.toml's text: the copy is this with the ids and APP_ORIGIN filled in. */
  configText: string;
  /** Where the copy goes (beside wrangler.toml, so its relative paths still hold). */
  deployConfigPath: string;
  /** https://your-domain.example; unset = whatever the config's [vars] say. */
  origin?: string;
};

export type DeployDeps = {
  wrangler: Wrangler;
  writeFile: (path: string, text: string) => void | Promise<void>;
  build: () => Promise<void>;
  say: (line: string) => void;
};

export type DeployOutcome =
  | { ok: true; databaseIds: Record<string, string> }
  | { ok: false; stoppedAt: string; message: string; missingSettings?: string[] };

class Stop extends Error {
  constructor(
    readonly stoppedAt: string,
    message: string,
    readonly missingSettings?: string[],
  ) {
    super(message);
  }
}

export const SETTING_PLACEHOLDER = "set-as-a-secret-its-value-is-not-readable-here";

/**
 * The settings the app would refuse at start-up (parseConfig, the schema of env.server.ts) given
 * these vars and these secret names. A secret's value cannot be read back, so one that is set
 * counts as present; its format is checked by the Worker itself (it fails closed).
 */
export function missingSettings(
  vars: Record<string, unknown>,
  secretNames: string[],
): { missing: string[]; problems: string[] } {
  const env: Record<string, unknown> = { ...vars };
  for (const name of secretNames) env[name] = SETTING_PLACEHOLDER;
  const result = parseConfig(env);
  const appEnv = typeof vars.APP_ENV === "string" ? vars.APP_ENV : "production";
  const problems = result.ok ? [] : result.problems.filter((p) => !secretNames.includes(p.split(" ")[0]));
  if (appEnv !== "production")
    problems.unshift("APP_ENV must be production for a deploy (a local-mode app serves nothing)");
  const missing = [...new Set(problems.map((p) => p.split(" ")[0]))].filter((name) => !(name in vars));
  return { missing, problems };
}

/** wrangler.toml's text with the database ids and APP_ORIGIN filled in. */
export function deployConfigText(text: string, databaseIds: Record<string, string>, origin?: string): string {
  let out = text;
  for (const [name, id] of Object.entries(databaseIds)) {
    const block = new RegExp(`(database_name\\s*=\\s*"${name}"\\s*\\n\\s*database_id\\s*=\\s*")[^"]*(")`);
    if (!block.test(out)) throw new Error(`wrangler.toml: no database_id line after database_name = "${name}"`);
    out = out.replace(block, `$1${id}$2`);
  }
  if (origin) {
    const line = `APP_ORIGIN = "${origin}"`;
    if (/^#?\s*APP_ORIGIN\s*=.*$/m.test(out)) out = out.replace(/^#?\s*APP_ORIGIN\s*=.*$/m, line);
    else out = out.replace(/^\[vars\]\s*$/m, `[vars]\n${line}`);
  }
  return `# Written by \`npm run deploy\` from wrangler.toml, with this account's ids: not in git, do not edit.\n${out}`;
}

async function call(w: Wrangler, step: string, args: string[]) {
  const result = await w(args);
  if (result.code !== 0) {
    throw new Stop(step, `wrangler ${args.join(" ")} failed:\n${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout;
}

async function ensureDatabase(w: Wrangler, name: string, say: (line: string) => void): Promise<string> {
  const find = async () => {
    const list = JSON.parse(await call(w, "d1", ["d1", "list", "--json"])) as { uuid: string; name: string }[];
    return list.find((db) => db.name === name)?.uuid;
  };
  const existing = await find();
  if (existing) {
    say(`D1 database ${name}: reused (${existing})`);
    return existing;
  }
  await call(w, "d1", ["d1", "create", name]);
  const created = await find();
  if (!created) throw new Stop("d1", `D1 database ${name} was created but is not listed`);
  say(`D1 database ${name}: created (${created})`);
  return created;
}

async function ensureBucket(w: Wrangler, name: string, say: (line: string) => void) {
  const list = await call(w, "r2", ["r2", "bucket", "list"]);
  const names = [...list.matchAll(/^name:\s+(\S+)/gm)].map((m) => m[1]);
  if (names.includes(name)) return say(`R2 bucket ${name}: reused`);
  await call(w, "r2", ["r2", "bucket", "create", name]);
  say(`R2 bucket ${name}: created`);
}

/** The queues wrangler.toml declares (producers and consumers), each reused by name or created. */
async function ensureQueues(w: Wrangler, config: DeployConfig, say: (line: string) => void) {
  const wanted = new Set([
    ...(config.queues?.producers ?? []).map((p) => p.queue),
    ...(config.queues?.consumers ?? []).map((c) => c.queue),
  ]);
  if (!wanted.size) return;
  const list = await call(w, "queues", ["queues", "list"]);
  for (const queue of wanted) {
    // The whole name: "…-mail" must not be found inside "…-mail-dead".
    if (new RegExp(`(?<![\\w-])${queue}(?![\\w-])`).test(list)) say(`queue ${queue}: reused`);
    else {
      await call(w, "queues", ["queues", "create", queue]);
      say(`queue ${queue}: created`);
    }
  }
}

async function secretNames(w: Wrangler, configPath: string): Promise<string[]> {
  // Before the first deploy the Worker does not exist: then no secret is set either.
  const result = await w(["secret", "list", "--format", "json", "--config", configPath]);
  if (result.code !== 0) return [];
  try {
    return (JSON.parse(result.stdout) as { name: string }[]).map((s) => s.name);
  } catch {
    return [];
  }
}

export async function deploy(options: DeployOptions, deps: DeployDeps): Promise<DeployOutcome> {
  const { wrangler: w, say } = deps;
  const { config, deployConfigPath: configPath } = options;
  try {
    const whoami = await w(["whoami"]);
    if (whoami.code !== 0 || /not authenticated/i.test(whoami.stdout)) {
      throw new Stop("login", "Not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN).");
    }
    const databaseIds: Record<string, string> = {};
    for (const db of config.d1_databases)
      databaseIds[db.database_name] = await ensureDatabase(w, db.database_name, say);
    for (const bucket of config.r2_buckets) if (bucket.bucket_name) await ensureBucket(w, bucket.bucket_name, say);
    await ensureQueues(w, config, say);
    say("Durable Objects: created by `wrangler deploy` from wrangler.toml's [[migrations]]");

    await deps.writeFile(configPath, deployConfigText(options.configText, databaseIds, options.origin));
    say(`${configPath}: written (wrangler.toml with this account's ids)`);

    for (const db of config.d1_databases) {
      await call(w, "migrations", ["d1", "migrations", "apply", db.binding, "--remote", "--config", configPath]);
      say(`D1 ${db.binding}: migrations applied`);
    }

    const vars = { ...config.vars, ...(options.origin ? { APP_ORIGIN: options.origin } : {}) };
    const { missing, problems } = missingSettings(vars, await secretNames(w, configPath));
    if (problems.length) {
      const lines = [
        "The app would refuse to start: these settings are missing or invalid.",
        ...problems.map((p) => `  - ${p}`),
        "Set each secret (it prompts for the value), then run `npm run deploy` again:",
        ...missing.map((name) => `  npx wrangler secret put ${name} --config ${configPath}`),
        "(APP_ORIGIN: `npm run deploy -- --origin https://your-domain.example`; other vars: wrangler.toml [vars].)",
      ];
      throw new Stop("secrets", lines.join("\n"), missing);
    }
    say("Settings: every required var and secret is set");

    await deps.build();
    // Minified, as scripts/check-bundle.ts measures it against the budget (decision 0032).
    await call(w, "deploy", ["deploy", "--minify", "--config", configPath]);
    say("Deployed. Next: `npm run superadmin -- --email you@your-domain.example` (docs/deploy.md)");
    return { ok: true, databaseIds };
  } catch (error) {
    if (error instanceof Stop) {
      return { ok: false, stoppedAt: error.stoppedAt, message: error.message, missingSettings: error.missingSettings };
    }
    throw error;
  }
}
