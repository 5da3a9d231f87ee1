// Reading an upload's multipart body without trusting its size: the body is capped before it is
// parsed, whether or not the request declares a Content-Length.
import { unreadableEntries } from "../http/form.server";

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type CappedBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415 };

export async function readCappedBody(request: Request, maxFileBytes: number): Promise<CappedBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) return { ok: false, status: 415 };
  const max = maxFileBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("Content-Length") ?? 0) > max) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, status: 400 };
  }
  // Thousands of fields or text that is not UTF-8: no page sends them (docs/product.md#requests).
  return unreadableEntries(form) ? { ok: false, status: 400 } : { ok: true, form };
}
