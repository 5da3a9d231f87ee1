// npm run superadmin -- --email you@your-domain.example [--local]: makes the first superadmin of
// the deployed site (docs/deploy.md). The password comes from SUPERADMIN_PASSWORD or is asked for
// (never an argument: it would sit in the shell history). Writes through wrangler d1 execute
// (scripts/deploy/wrangler.ts) into the remote database of wrangler.deploy.toml, or with --local
// into the local one.
import { existsSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { hashPassword } from "../app/server/accounts/password.server";
import { superadminInsert, usernameFor } from "./deploy/superadmin";
import { runWrangler } from "./deploy/wrangler";

const MIN_PASSWORD = 12;
const argv = process.argv.slice(2);
const email = argv[argv.indexOf("--email") + 1];
const local = argv.includes("--local");
if (!argv.includes("--email") || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("usage: npm run superadmin -- --email you@your-domain.example [--local]");
  process.exit(2);
}
const config = local ? "wrangler.toml" : "wrangler.deploy.toml";
if (!existsSync(config)) {
  console.error(`superadmin: ${config} is missing: run \`npm run deploy\` first.`);
  process.exit(1);
}
let password = process.env.SUPERADMIN_PASSWORD ?? "";
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password for the superadmin (12+ characters): ");
  rl.close();
}
if (password.length < MIN_PASSWORD) {
  console.error(`superadmin: the password needs at least ${MIN_PASSWORD} characters.`);
  process.exit(1);
}
const sql = superadminInsert({
  id: crypto.randomUUID(),
  email: email.toLowerCase(),
  username: usernameFor(email),
  passwordHash: await hashPassword(password),
  now: Date.now(),
});
const result = await runWrangler([
  "d1",
  "execute",
  "DB",
  local ? "--local" : "--remote",
  "--config",
  config,
  "--yes",
  "--command",
  sql,
]);
if (result.code !== 0) {
  const taken = /UNIQUE constraint failed: users\.(email|username)/.exec(result.stderr + result.stdout);
  console.error(
    taken
      ? `superadmin: an account with this ${taken[1] === "email" ? "e-mail" : "username"} exists already (users are unique by both).`
      : `superadmin: failed:\n${result.stderr}`,
  );
  process.exit(1);
}
console.log(`superadmin: ${email} can sign in at /login (role superadmin).`);
