// Reading an upload's multipart body without trusting its size: the body is capped before it is
// parsed, whether or not the request declares a Content-Length (http/body.server.ts).
import { readFormUpTo } from "../http/body.server";
import { unreadableEntries } from "../http/form.server";

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type CappedBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415 };

export async function readCappedBody(request: Request, maxFileBytes: number): Promise<CappedBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) return { ok: false, status: 415 };
  const body = await readFormUpTo(request, type, maxFileBytes + MULTIPART_OVERHEAD);
  if (!body.ok) return body;
  // Thousands of fields or text that is not UTF-8: no page sends them (docs/product.md#requests).
  return unreadableEntries(body.form) ? { ok: false, status: 400 } : body;
}
