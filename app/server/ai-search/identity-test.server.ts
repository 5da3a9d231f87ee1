// The Test button of an AI identity: one sample query sent straight to that identity (no cache,
// no parser in front), answered with the filters it understood or the reason it failed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { filterChips } from "~/domain/filter-chips";
import { testPrompt } from "~/domain/search-query/model";
import { identityForTest } from "./identities.server";
import { getConfig, getDb } from "../platform/context.server";
import { ModelHttpError, openAiCompatibleModel } from "./models.server";
import { askModel, ModelAnswerError, ModelTimeoutError } from "./pipeline.server";

export const TEST_QUERY = "3 bhk villa near Saravanampatti under 1.2 crore, east facing, ready to move";

export type IdentityTestResult =
  | { id: number; ok: true; query: string; understood: string[] }
  | { id: number; ok: false; query?: string; error: string };

function reason(error: unknown): string {
  if (error instanceof ModelTimeoutError || error instanceof ModelAnswerError || error instanceof ModelHttpError) {
    return error.message;
  }
  // Never the provider's own text: it could echo what was sent.
  return "Could not reach the provider";
}

export async function testIdentity(context: AppLoadContext, id: number): Promise<IdentityTestResult> {
  const config = getConfig(context);
  const identity = await identityForTest(getDb(context), config.appSecret, config.appEnv, id);
  if (!identity) return { id, ok: false, error: "This identity's API key cannot be read: enter it again" };
  if (!identity.model) return { id, ok: false, error: "Choose a model first" };
  try {
    const filters = await askModel(openAiCompatibleModel(identity), testPrompt(TEST_QUERY));
    return { id, ok: true, query: TEST_QUERY, understood: filterChips(filters).map((chip) => chip.label) };
  } catch (error) {
    return { id, ok: false, query: TEST_QUERY, error: reason(error) };
  }
}
