// A throwaway Worker that the seed script starts with wrangler's unstable_dev against the local
// store. Writing R2 objects from inside workerd is about twice as fast as one proxied call per
// object (getPlatformProxy), which matters for ~3,300 pictures. Never deployed.

type Env = { DB: D1Database; IMAGES: R2Bucket };
export type Statement = { sql: string; params?: unknown[] };
/** Body of POST /r2/put: u32 header length, header JSON, then the pool's bytes back to back. */
export type PutHeader = { pool: { id: string; size: number }[]; puts: { key: string; pool: string }[] };

const PUT_CONCURRENCY = 8;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });

    if (pathname === "/sql") {
      // Each inner list runs as one D1 batch (one transaction).
      const batches = (await request.json()) as Statement[][];
      const results: unknown[][] = [];
      for (const batch of batches) {
        const out = await env.DB.batch(batch.map((s) => env.DB.prepare(s.sql).bind(...(s.params ?? []))));
        results.push(out.map((r) => r.results));
      }
      return Response.json(results);
    }

    if (pathname === "/r2/prune") {
      // Deletes every picture not in `keep` and reports the etags (MD5) of those that stay,
      // so a reseed only writes what changed.
      const keep = new Set(((await request.json()) as { keep: string[] }).keep);
      const existing: Record<string, string> = {};
      let deleted = 0;
      for (const prefix of ["listings/", "profiles/"]) {
        let cursor: string | undefined;
        do {
          const page = await env.IMAGES.list({ prefix, limit: 1000, cursor });
          const stale = page.objects.filter((o) => !keep.has(o.key)).map((o) => o.key);
          for (const o of page.objects) if (keep.has(o.key)) existing[o.key] = o.etag;
          if (stale.length) await env.IMAGES.delete(stale);
          deleted += stale.length;
          cursor = page.truncated ? page.cursor : undefined;
        } while (cursor);
      }
      return Response.json({ deleted, existing });
    }

    if (pathname === "/r2/put") {
      const body = new Uint8Array(await request.arrayBuffer());
      const headerLength = new DataView(body.buffer, body.byteOffset).getUint32(0);
      const header = JSON.parse(new TextDecoder().decode(body.subarray(4, 4 + headerLength))) as PutHeader;
      const pool = new Map<string, Uint8Array>();
      let offset = 4 + headerLength;
      for (const { id, size } of header.pool) {
        pool.set(id, body.subarray(offset, offset + size));
        offset += size;
      }
      let next = 0;
      await Promise.all(
        Array.from({ length: PUT_CONCURRENCY }, async () => {
          while (next < header.puts.length) {
            const { key, pool: id } = header.puts[next++];
            await env.IMAGES.put(key, pool.get(id)!, { httpMetadata: { contentType: "image/jpeg" } });
          }
        }),
      );
      return Response.json({ written: header.puts.length });
    }

    return new Response("Not found", { status: 404 });
  },
};
