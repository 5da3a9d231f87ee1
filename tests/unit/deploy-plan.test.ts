// npm run deploy's steps against a fake wrangler (scripts/deploy/plan.ts, docs/deploy.md): which
// calls it makes, in which order, what it writes, and that it stops, listing them, when settings
// the app requires at start-up are missing.
import { describe, expect, it } from "vitest";
import { type DeployConfig, deploy, deployConfigText, missingSettings } from "../../scripts/deploy/plan";
import { inlineSql, superadminInsert } from "../../scripts/deploy/superadmin";
import type { Wrangler } from "../../scripts/deploy/wrangler";

const PLACEHOLDER = "00000000-0000-0000-0000-000000000000";
const TOML = `name = "coimbatore-property"
[[d1_databases]]
binding = "DB"
database_name = "coimbatore-property"
database_id = "${PLACEHOLDER}"
[vars]
APP_ENV = "production"
# APP_ORIGIN = "https://your-domain.example"
WHATSAPP_NUMBER = "919876543210"
`;
const CONFIG: DeployConfig = {
  name: "coimbatore-property",
  d1_databases: [{ binding: "DB", database_name: "coimbatore-property", database_id: PLACEHOLDER }],
  r2_buckets: [{ binding: "IMAGES", bucket_name: "coimbatore-property-images" }],
  vars: {
    APP_ENV: "production",
    WHATSAPP_NUMBER: "919876543210",
    SUPPORT_PHONE: "+91 98765 43210",
    SUPPORT_EMAIL: "support@example.com",
    MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
  },
};
const ALL_SECRETS = [
  "APP_SECRET",
  "EMAIL_API_URL",
  "EMAIL_API_KEY",
  "EMAIL_FROM",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
];

/** A Cloudflare account in memory: databases, buckets and secrets, and every call made. */
function fakeAccount(
  state: { databases?: string[]; buckets?: string[]; queues?: string[]; secrets?: string[]; signedIn?: boolean } = {},
) {
  const databases = [...(state.databases ?? [])];
  const queues = [...(state.queues ?? [])];
  const buckets = [...(state.buckets ?? [])];
  const calls: string[] = [];
  const ok = (stdout = "") => ({ code: 0, stdout, stderr: "" });
  const wrangler: Wrangler = async (args) => {
    const line = args.join(" ");
    calls.push(line);
    if (line === "whoami") return state.signedIn === false ? { code: 1, stdout: "", stderr: "Not logged in" } : ok();
    if (line === "d1 list --json")
      return ok(JSON.stringify(databases.map((name, i) => ({ uuid: `uuid-${i}-${name}`, name }))));
    if (line.startsWith("d1 create ")) {
      databases.push(args[2]);
      return ok();
    }
    if (line === "r2 bucket list")
      return ok(buckets.map((b) => `name:           ${b}\ncreation_date:  x\n`).join("\n"));
    if (line.startsWith("r2 bucket create ")) {
      buckets.push(args[3]);
      return ok();
    }
    // wrangler's table: one row per queue between box-drawing bars.
    if (line === "queues list") return ok(queues.map((q) => `│ id-${q} │ ${q} │ 0 │`).join("\n"));
    if (line.startsWith("queues create ")) {
      queues.push(args[2]);
      return ok();
    }
    if (line.startsWith("secret list")) {
      return state.secrets
        ? ok(JSON.stringify(state.secrets.map((name) => ({ name, type: "secret_text" }))))
        : { code: 1, stdout: "", stderr: "no worker" };
    }
    if (line.startsWith("d1 migrations apply") || line.startsWith("deploy ")) return ok();
    return { code: 1, stdout: "", stderr: `unexpected call: ${line}` };
  };
  const files: Record<string, string> = {};
  let builds = 0;
  const deps = {
    wrangler,
    writeFile: (path: string, text: string) => {
      files[path] = text;
    },
    build: async () => {
      builds++;
    },
    say: () => {},
  };
  return { calls, files, deps, builds: () => builds, databases, buckets, queues };
}

const options = (origin?: string) => ({
  config: CONFIG,
  configText: TOML,
  deployConfigPath: "wrangler.deploy.toml",
  origin,
});

describe("npm run deploy", () => {
  it("creates what is missing, fills the copy, migrates, then stops listing the missing secrets", async () => {
    const account = fakeAccount();
    const outcome = await deploy(options("https://coimbatore.example"), account.deps);
    expect(outcome).toMatchObject({ ok: false, stoppedAt: "secrets" });
    expect(outcome.ok || outcome.missingSettings).toEqual(ALL_SECRETS);
    expect(account.calls).toEqual([
      "whoami",
      "d1 list --json",
      "d1 create coimbatore-property",
      "d1 list --json",
      "r2 bucket list",
      "r2 bucket create coimbatore-property-images",
      "d1 migrations apply DB --remote --config wrangler.deploy.toml",
      "secret list --format json --config wrangler.deploy.toml",
    ]);
    const copy = account.files["wrangler.deploy.toml"];
    expect(copy).toContain('database_id = "uuid-0-coimbatore-property"');
    expect(copy).toContain('APP_ORIGIN = "https://coimbatore.example"');
    expect(copy).not.toContain(PLACEHOLDER);
    expect(account.builds()).toBe(0);
    if (!outcome.ok) {
      expect(outcome.message).toContain("npx wrangler secret put APP_SECRET --config wrangler.deploy.toml");
    }
  });

  it("reuses what exists and deploys once every setting is there", async () => {
    const account = fakeAccount({
      databases: ["other", "coimbatore-property"],
      buckets: ["coimbatore-property-images"],
      secrets: ALL_SECRETS,
    });
    const outcome = await deploy(options("https://coimbatore.example"), account.deps);
    expect(outcome).toEqual({ ok: true, databaseIds: { "coimbatore-property": "uuid-1-coimbatore-property" } });
    expect(account.calls.filter((c) => c.includes("create"))).toEqual([]);
    expect(account.calls.at(-1)).toBe("deploy --minify --config wrangler.deploy.toml");
    expect(account.builds()).toBe(1);
  });

  it("creates each queue wrangler.toml names that the account lacks, matching whole names", async () => {
    const config: DeployConfig = {
      ...CONFIG,
      queues: {
        producers: [{ binding: "MAIL_QUEUE", queue: "cp-mail" }],
        consumers: [{ queue: "cp-mail" }, { queue: "cp-mail-dead" }],
      },
    };
    // Only the dead-letter queue exists: "cp-mail" inside "cp-mail-dead" is not the mail queue.
    const account = fakeAccount({
      databases: ["coimbatore-property"],
      buckets: ["coimbatore-property-images"],
      queues: ["cp-mail-dead"],
    });
    await deploy({ ...options("https://coimbatore.example"), config }, account.deps);
    expect(account.calls.filter((c) => c.startsWith("queues"))).toEqual(["queues list", "queues create cp-mail"]);
    const again = fakeAccount({
      databases: ["coimbatore-property"],
      buckets: ["coimbatore-property-images"],
      queues: account.queues,
    });
    await deploy({ ...options("https://coimbatore.example"), config }, again.deps);
    expect(again.calls.filter((c) => c.startsWith("queues"))).toEqual(["queues list"]);
  });

  it("stops before touching anything when not signed in", async () => {
    const account = fakeAccount({ signedIn: false });
    expect(await deploy(options(), account.deps)).toMatchObject({ ok: false, stoppedAt: "login" });
    expect(account.calls).toEqual(["whoami"]);
  });

  it("names APP_ORIGIN when neither the config nor --origin gives it", async () => {
    const account = fakeAccount({
      databases: ["coimbatore-property"],
      buckets: ["coimbatore-property-images"],
      secrets: ALL_SECRETS,
    });
    const outcome = await deploy(options(), account.deps);
    expect(outcome).toMatchObject({ ok: false, stoppedAt: "secrets", missingSettings: ["APP_ORIGIN"] });
  });
});

describe("missingSettings (the app's own start-up schema)", () => {
  it("asks for the second half of an optional pair, and refuses a local-mode deploy", () => {
    const vars = { ...CONFIG.vars, APP_ORIGIN: "https://x.example" };
    expect(missingSettings(vars, [...ALL_SECRETS, "GOOGLE_CLIENT_ID"]).missing).toEqual(["GOOGLE_CLIENT_SECRET"]);
    expect(missingSettings(vars, ALL_SECRETS)).toEqual({ missing: [], problems: [] });
    expect(missingSettings({ ...vars, APP_ENV: "local" }, ALL_SECRETS).problems[0]).toMatch(
      /APP_ENV must be production/,
    );
    expect(missingSettings({ ...vars, APP_ORIGIN: "http://x.example" }, ALL_SECRETS).problems).toEqual([
      "APP_ORIGIN must use https in production",
    ]);
  });

  it("keeps wrangler.toml's text but for the ids and the origin", () => {
    const copy = deployConfigText(TOML, { "coimbatore-property": "abc" });
    expect(copy.split("\n").slice(1).join("\n")).toBe(TOML.replace(PLACEHOLDER, "abc"));
  });
});

describe("npm run superadmin", () => {
  it("writes one verified superadmin row through drizzle, quoting what it is given", () => {
    const sql = superadminInsert({
      id: "u1",
      email: "o'neil@example.org",
      username: "oneil",
      passwordHash: "pbkdf2-sha256$1$a$b",
      now: 5,
    });
    expect(sql).toMatch(/^insert into "users"/);
    expect(sql).toContain("'o''neil@example.org'");
    expect(sql).toContain("'superadmin'");
    expect(sql).not.toContain("?");
    expect(inlineSql({ sql: "select ?, ?, ?", params: [1, null, "a'b"] })).toBe("select 1, NULL, 'a''b'");
  });
});
