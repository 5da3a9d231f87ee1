// The bench's own `wrangler dev --local` (not through npm, so its PID is ours to stop), on a
// port and database of its own, in the local mode `npm start` runs. Its log goes to a file: a
// 404 route logs a stack per request, which would drown the figures.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BIN = path.join(ROOT, "node_modules/.bin");
export const benchEnv = {
  ...process.env,
  PATH: `${BIN}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  // What production runs: `wrangler dev` otherwise bundles React's development build (slower
  // server rendering, with checks production skips); `wrangler deploy` bundles the production one.
  NODE_ENV: "production",
};

export type BenchServer = { base: string; stop: () => Promise<void> };

/** Starts wrangler dev and resolves once it answers `/`; rejects after 60 s or if it exits. */
export async function startWrangler({
  port,
  state,
  logFile,
  vars = {},
}: {
  port: number;
  state: string;
  logFile: string;
  /** Extra `--var NAME:value` settings (the load bench turns the edge cache off for one pass). */
  vars?: Record<string, string>;
}): Promise<BenchServer> {
  const logFd = openSync(logFile, "a");
  const child: ChildProcess = spawn(
    path.join(BIN, "wrangler"),
    [
      "dev",
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      // wrangler.toml ships production; the bench runs the local mode like `npm start`.
      "--var",
      "APP_ENV:local",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
    ],
    { cwd: ROOT, env: benchEnv, stdio: ["ignore", logFd, logFd] },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(child.pid, "SIGTERM");
    const timer = setTimeout(() => child.exitCode === null && child.pid && process.kill(child.pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}; see ${logFile}`);
    try {
      await (await fetch(`${base}/`)).arrayBuffer();
      return { base, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  await stop();
  throw new Error("wrangler dev did not answer within 60 s");
}
