// The AI search pipeline's timeout, on fake timers (never the wall clock): a model that does not
// answer is given up after 3 seconds, its call is aborted, and the parser's filters stand; the
// same through POST /ai-search with the fake Workers AI binding.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filtersSearch } from "~/domain/filters";
import { type ModelClient, MODEL_TIMEOUT_MS, understandSearch } from "~/server/ai-search/pipeline.server";
import { location, postForm } from "../helpers/http";
import { AI_ENV, aiMock } from "../mocks/ai";
import { fetchMock } from "../mocks/fetch";

afterEach(() => {
  vi.useRealTimers();
  fetchMock.reset();
});

/** A model that never answers; it records that it was asked and whether it was aborted. */
function silentModel() {
  const state = { asked: false, askedAt: 0, aborted: false };
  const model: ModelClient = {
    label: "silent",
    ask(_request, signal) {
      state.asked = true;
      // The fake clock (vi.useFakeTimers fakes Date too): the timeout started at this instant.
      state.askedAt = Date.now();
      return new Promise((_, reject) => {
        signal.addEventListener("abort", () => {
          state.aborted = true;
          reject(new Error("aborted"));
        });
      });
    },
  };
  return { model, state };
}

describe("model timeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("gives up after 3 seconds, aborts the call and keeps the parser's filters", async () => {
    const { model, state } = silentModel();
    let settled = false;
    const pending = understandSearch("2 bhk flat in Peelamedu with a view of the hills", { model }).then((result) => {
      settled = true;
      return result;
    });
    await vi.waitFor(() => expect(state.asked).toBe(true));
    // waitFor itself moves the fake clock while it polls: count what already passed.
    await vi.advanceTimersByTimeAsync(MODEL_TIMEOUT_MS - 1 - (Date.now() - state.askedAt));
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.model).toBe("timeout");
    expect(state.aborted).toBe(true);
    expect(filtersSearch(result.filters)).toBe("?type=apartment&location=Peelamedu&bhk=2");
  });

  it("through POST /ai-search: a binding that never answers still lands on the parser's filters", async () => {
    aiMock.install();
    aiMock.hangNext();
    const pending = postForm("/ai-search", { input: "villa in Kovaipudur beside a quiet stream" }, { env: AI_ENV });
    await vi.waitFor(() => expect(aiMock.calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(MODEL_TIMEOUT_MS);
    const res = await pending;
    expect(res.status).toBe(303);
    expect(location(res)).toBe("/?type=villa&location=Kovaipudur&ai=villa+in+Kovaipudur+beside+a+quiet+stream");
  });
});

describe("without a model", () => {
  it("answers from the parser when there are no leftover words, without asking", async () => {
    const { model, state } = silentModel();
    const result = await understandSearch("DTCP plot in Vadavalli 30L to 60L", { model });
    expect(result.model).toBe("not-needed");
    expect(state.asked).toBe(false);
    expect(filtersSearch(result.filters)).toBe(
      "?type=plot&location=Vadavalli&minPrice=3000000&maxPrice=6000000&dtcp=1",
    );
  });

  it("answers from the parser when no model is configured", async () => {
    const result = await understandSearch("villa near the lake", { model: null });
    expect(result.model).toBe("no-model");
    expect(filtersSearch(result.filters)).toBe("?type=villa");
  });
});
