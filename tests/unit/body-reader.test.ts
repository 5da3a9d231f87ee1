// The one body reader (app/server/http/body.server.ts): never past its cap, declared length or not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readBytesUpTo, readFormUpTo } from "~/server/http/body.server";

/** A POST whose body arrives in `chunks`, with no Content-Length unless `declared`. */
function post(chunks: Uint8Array[], declared?: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (declared !== undefined) headers["Content-Length"] = declared;
  // biome-ignore lint/suspicious/noExplicitAny: workerd's RequestInit lacks `duplex` in these types.
  return new Request("https://coimbatore.example/", { method: "POST", body, headers, duplex: "half" } as any);
}

const chunks = fc.array(fc.uint8Array({ minLength: 1, maxLength: 64 }), { maxLength: 12 });

describe("readBytesUpTo", () => {
  it("gives the body's bytes up to the cap, 'too-large' past it", async () => {
    await fc.assert(
      fc.asyncProperty(chunks, fc.integer({ min: 0, max: 500 }), async (parts, max) => {
        const total = parts.reduce((n, p) => n + p.byteLength, 0);
        const read = await readBytesUpTo(post(parts), max);
        if (total > max) expect(read).toBe("too-large");
        else expect(read).toEqual(new Uint8Array(parts.flatMap((p) => [...p])));
      }),
      { numRuns: 100 },
    );
  });

  it.each(["1000", "abc", "-1", "1e3", " 99999999999999999 "])(
    "a declared Content-Length of %j over the cap (or not a length) is refused unread",
    async (declared) => {
      expect(await readBytesUpTo(post([new Uint8Array(4)], declared), 100)).toBe("too-large");
    },
  );
});

describe("readFormUpTo", () => {
  it("parses a form within the cap", async () => {
    const bytes = new TextEncoder().encode("a=1&b=two");
    const read = await readFormUpTo(post([bytes]), "application/x-www-form-urlencoded", bytes.byteLength);
    expect(read.ok && read.form.get("b")).toBe("two");
  });

  it("413 one byte past the cap, whether the length is declared or not", async () => {
    const bytes = new TextEncoder().encode("a=1&b=two");
    const type = "application/x-www-form-urlencoded";
    expect(await readFormUpTo(post([bytes]), type, bytes.byteLength - 1)).toEqual({ ok: false, status: 413 });
    expect(await readFormUpTo(post([bytes], String(bytes.byteLength)), type, bytes.byteLength - 1)).toEqual({
      ok: false,
      status: 413,
    });
  });

  it("400 for a multipart body that does not parse", async () => {
    const type = "multipart/form-data; boundary=x";
    expect(await readFormUpTo(post([new TextEncoder().encode("--y\r\nnonsense")]), type, 1000)).toEqual({
      ok: false,
      status: 400,
    });
  });
});
