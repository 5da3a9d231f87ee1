// The one way the deploy scripts talk to Cloudflare: every call goes through a `Wrangler`
// function, so scripts/deploy/plan.ts runs the same against the real CLI (runWrangler, below) and
// against a fake in tests/unit/deploy-plan.test.ts (docs/deploy.md).

export type WranglerResult = { code: number; stdout: string; stderr: string };
export type Wrangler = (args: string[]) => Promise<WranglerResult>;

/** The real wrangler from node_modules/.bin, with metrics off; its output is captured, not shown. */
export async function runWrangler(args: string[]): Promise<WranglerResult> {
  const { spawn } = await import("node:child_process");
  return new Promise((resolve, reject) => {
    const child = spawn("wrangler", args, {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["inherit", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
