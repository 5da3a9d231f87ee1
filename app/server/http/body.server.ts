// The one way a request body is read (docs/product.md#security, docs/decisions/0034-request-plumbing-once.md):
// never past a cap, whether or not the request declares its length. A declared Content-Length
// over the cap (or not a length at all) is refused before a byte is read; the body is counted
// while it is read, because a body with no Content-Length, or a false one, must not be read to its
// end either. Forms (form.server.ts readForm, the photo upload) get a FormData, the payment
// webhook its raw bytes (it checks a signature over them).

/** Whether the declared Content-Length is over `max`, or not a length at all. */
function declaredTooLarge(request: Request, max: number): boolean {
  const declared = request.headers.get("Content-Length");
  return declared !== null && !(/^\d{1,15}$/.test(declared.trim()) && Number(declared) <= max);
}

/**
 * The body as a stream that is counted while it is read, so a large photo form is held in memory
 * once. Past `max` the stream just ends: a cut form does not parse, and `tooLarge()` says why
 * (erroring the stream would surface as an unhandled rejection).
 */
function countedBody(request: Request, max: number) {
  let size = 0;
  let tooLarge = false;
  const reader = request.body?.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = reader ? await reader.read() : { done: true as const, value: undefined };
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > max) {
        tooLarge = true;
        await reader?.cancel().catch(() => undefined);
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader?.cancel(reason),
  });
  return { stream, tooLarge: () => tooLarge };
}

/** The body's bytes, or "too-large" without reading past `max` bytes. */
export async function readBytesUpTo(request: Request, max: number): Promise<Uint8Array | "too-large"> {
  if (declaredTooLarge(request, max)) {
    await request.body?.cancel().catch(() => undefined);
    return "too-large";
  }
  const counted = countedBody(request, max);
  const body = new Uint8Array(await new Response(counted.stream).arrayBuffer());
  return counted.tooLarge() ? "too-large" : body;
}

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413 };

/**
 * The body parsed as the form its `contentType` says (urlencoded or multipart), read up to `max`
 * bytes: 413 over the cap, 400 when it does not parse (a broken multipart). The caller has
 * checked the Content-Type.
 */
export async function readFormUpTo(request: Request, contentType: string, max: number): Promise<FormBody> {
  if (declaredTooLarge(request, max)) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 413 };
  }
  const counted = countedBody(request, max);
  try {
    const form = await new Response(counted.stream, { headers: { "Content-Type": contentType } }).formData();
    return counted.tooLarge() ? { ok: false, status: 413 } : { ok: true, form };
  } catch {
    return { ok: false, status: counted.tooLarge() ? 413 : 400 };
  }
}
