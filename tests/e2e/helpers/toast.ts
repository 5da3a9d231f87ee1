// A flash toast planted in the browser, as an action's redirect would leave it: signed with the
// e2e server's APP_SECRET (unset there, so the local default of env.server.ts), because the app
// ignores a toast cookie it did not sign (docs/decisions/0034-request-plumbing-once.md).
import { createCookie } from "@remix-run/cloudflare";
import type { BrowserContext } from "@playwright/test";

/** DEV_APP_SECRET of app/server/platform/env.server.ts (serve.sh sets no APP_SECRET). */
const E2E_APP_SECRET = "local-development-secret-never-deploy-this";

export type PlantedToast = { id: string; kind: "success" | "error" | "info"; message: string };

/** The signed `toast` cookie's value, as an action's redirect would set it. */
export async function signedToastValue(toast: PlantedToast): Promise<string> {
  const line = await createCookie("toast", { secrets: [E2E_APP_SECRET] }).serialize(toast);
  return line.slice("toast=".length).split(";")[0]!;
}

/** Adds the signed `toast` cookie for `baseURL` to `context`: the next page render shows it. */
export async function plantToast(context: BrowserContext, baseURL: string, toast: PlantedToast): Promise<void> {
  await context.addCookies([{ name: "toast", value: await signedToastValue(toast), url: baseURL }]);
}
