// Fake language models for AI search: a Workers AI binding (pass `{ env: AI_ENV }` to the http
// helpers: it replaces the AI binding) and an OpenAI-compatible chat-completions endpoint on the
// fetch router (for an identity with AI_IDENTITY's url and key). Both answer with the rules of
// ai-model.ts unless a test queues something else, and both record what they were asked.
//   aiMock.install();                       // beforeEach (also registers the endpoint)
//   aiMock.nextAnswer({ locations: [...] }) // the next call answers this (object or JSON text)
//   aiMock.hangNext()                       // the next call never answers (until aborted)
//   aiMock.failNext()                       // the next call throws (binding) or answers 500 (endpoint)
//   aiMock.calls                            // [{ via, model, user, system }]
//   aiMock.otherHost("https://evil.example") // another provider: records every Authorization it is sent
import { fakeModelAnswer } from "./ai-model";
import { fetchMock } from "./fetch";

export const AI_IDENTITY = {
  name: "Test provider",
  url: "https://llm.example/v1",
  apiKey: "sk-test-identity-SECRET-9f3a",
  model: "test-model-mini",
} as const;

export type AiCall = { via: "binding" | "endpoint"; model: string; system: string; user: string };

type Next = { kind: "answer"; value: unknown } | { kind: "hang" } | { kind: "fail"; status: number };

const calls: AiCall[] = [];
const queue: Next[] = [];

function reset() {
  calls.length = 0;
  queue.length = 0;
}

type Message = { role: string; content: string };

function record(via: AiCall["via"], model: string, messages: Message[] | undefined): AiCall {
  const call = {
    via,
    model,
    system: messages?.find((m) => m.role === "system")?.content ?? "",
    user: messages?.find((m) => m.role === "user")?.content ?? "",
  };
  calls.push(call);
  return call;
}

/** Resolves never; rejects when the caller aborts (as a real client would). */
function hang(signal: AbortSignal | undefined | null): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

/** The fake Workers AI binding: `run(model, { messages, response_format }, { signal })`. */
export const fakeAiBinding = {
  async run(
    model: string,
    inputs: { messages?: Message[]; response_format?: unknown },
    options?: { signal?: AbortSignal },
  ) {
    const call = record("binding", model, inputs.messages);
    const next = queue.shift();
    if (next?.kind === "hang") return hang(options?.signal);
    if (next?.kind === "fail") throw new Error("AI binding failure");
    if (!inputs.response_format) throw new Error("expected JSON mode (response_format)");
    return { response: next ? next.value : fakeModelAnswer(call.user) };
  },
};

/** Settings that put the fake binding in place of Workers AI. */
export const AI_ENV = { AI: fakeAiBinding };

async function completions(request: Request): Promise<Response> {
  if (request.headers.get("Authorization") !== `Bearer ${AI_IDENTITY.apiKey}`) {
    return Response.json({ error: { message: "invalid api key" } }, { status: 401, statusText: "Unauthorized" });
  }
  const body = (await request.json()) as {
    model: string;
    messages: Message[];
    response_format?: { type?: string; json_schema?: { schema?: unknown } };
  };
  const call = record("endpoint", body.model, body.messages);
  const next = queue.shift();
  if (next?.kind === "hang") return hang(request.signal);
  if (next?.kind === "fail") return Response.json({ error: { message: "provider failure" } }, { status: next.status });
  if (body.response_format?.type !== "json_schema" || !body.response_format.json_schema?.schema) {
    return Response.json({ error: { message: "expected a json_schema response format" } }, { status: 400 });
  }
  const value = next ? next.value : fakeModelAnswer(call.user);
  const content = typeof value === "string" ? value : JSON.stringify(value);
  return Response.json({ choices: [{ index: 0, message: { role: "assistant", content } }] });
}

export const aiMock = {
  /** Every call either fake received since the last reset, oldest first. */
  calls: calls as readonly AiCall[],

  /** Registers the OpenAI-compatible endpoint and resets with fetchMock.reset(). Call in beforeEach. */
  install() {
    fetchMock.install();
    fetchMock.onReset(reset);
    fetchMock.register({
      name: "ai chat completions",
      match: (url, req) => req.method === "POST" && url.href === `${AI_IDENTITY.url}/chat/completions`,
      handle: completions,
    });
  },

  /**
   * Another host acting as a provider (an attacker's, say): answers any POST under `origin` like
   * the real endpoint, whatever the key, and records the Authorization header of each request.
   */
  otherHost(origin: string): { authorizations: (string | null)[] } {
    const seen = { authorizations: [] as (string | null)[] };
    fetchMock.register({
      name: `ai other host ${origin}`,
      match: (url) => url.origin === new URL(origin).origin,
      handle: (request) => {
        seen.authorizations.push(request.headers.get("Authorization"));
        return Response.json({ choices: [{ index: 0, message: { role: "assistant", content: "{}" } }] });
      },
    });
    return seen;
  },

  /** The next call answers `value` (an object, or text that may not be JSON at all). */
  nextAnswer(value: unknown) {
    queue.push({ kind: "answer", value });
  },

  /** The next call never answers; only the caller's timeout (and abort) ends it. */
  hangNext() {
    queue.push({ kind: "hang" });
  },

  /** The next call fails: the binding throws, the endpoint answers `status`. */
  failNext(status = 500) {
    queue.push({ kind: "fail", status });
  },
};
