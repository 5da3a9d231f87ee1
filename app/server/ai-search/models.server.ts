// The two language models AI search can ask (docs/product.md#ai-search): Workers AI through
// the AI binding (JSON mode), or the OpenAI-compatible identity an admin marked in use (a
// chat completion with a JSON-schema response format). Both ask for the same JSON shape.
import type { ModelClient, ModelRequest } from "./pipeline.server";

/** A Workers AI text model with JSON mode; "-fast" keeps it inside the 3-second budget. */
export const WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct-fast";

/** The part of the AI binding this module uses (tests pass a fake with the same shape). */
export type AiBinding = {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
};

function messages(request: ModelRequest) {
  return [
    { role: "system", content: request.system },
    { role: "user", content: request.user },
  ];
}

export class ModelHttpError extends Error {
  constructor(status: number, statusText: string) {
    super(`The provider answered ${status}${statusText ? ` ${statusText}` : ""}`);
    this.name = "ModelHttpError";
  }
}

/** Whether the env's AI binding can be called at all (it is missing in some runs). */
export function isAiBinding(value: unknown): value is AiBinding {
  return typeof value === "object" && value !== null && typeof (value as AiBinding).run === "function";
}

/**
 * Workers AI. Locally (no Workers AI simulator) `run` throws at once ("needs to be run
 * remotely"), and the pipeline keeps the parser's answer.
 */
export function workersAiModel(ai: AiBinding, model = WORKERS_AI_MODEL): ModelClient {
  return {
    label: `workers-ai ${model}`,
    async ask(request, signal) {
      const result = await ai.run(
        model,
        {
          messages: messages(request),
          response_format: { type: "json_schema", json_schema: request.schema },
          temperature: 0,
          max_tokens: 256,
        },
        { signal },
      );
      // JSON mode answers { response: <object or JSON text> }.
      return typeof result === "object" && result !== null && "response" in result
        ? (result as { response: unknown }).response
        : result;
    },
  };
}

/** `https://host/v1` or the full `.../chat/completions` URL: where the completion is posted. */
export function chatCompletionsUrl(base: string): string {
  const url = base.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(url) ? url : `${url}/chat/completions`;
}

export type OpenAiIdentity = { id?: number; url: string; apiKey: string; model: string };

/** An OpenAI-compatible chat-completions endpoint, asked for structured output. */
export function openAiCompatibleModel(identity: OpenAiIdentity): ModelClient {
  return {
    label: `identity ${identity.id ?? "?"} ${identity.model}`,
    async ask(request, signal) {
      const res = await fetch(chatCompletionsUrl(identity.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${identity.apiKey}` },
        body: JSON.stringify({
          model: identity.model,
          messages: messages(request),
          response_format: {
            type: "json_schema",
            json_schema: { name: "search_filters", strict: true, schema: request.schema },
          },
          temperature: 0,
        }),
        signal,
      });
      if (!res.ok) throw new ModelHttpError(res.status, res.statusText);
      const body = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      return body?.choices?.[0]?.message?.content ?? null;
    },
  };
}
