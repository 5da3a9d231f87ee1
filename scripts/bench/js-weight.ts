// JavaScript weight of a view: the module scripts its HTML loads, plus for the map view the
// chunks it loads on demand (maplibre and its web worker), gzipped as a CDN would send them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstScripts } from "../bundle/first-scripts";

export function scriptsIn(html: string): string[] {
  const out = new Set<string>(firstScripts(html));
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.m?js)"/g)) out.add(m[1]!);
  return [...out].filter((src) => src.startsWith("/"));
}

function assetFile(root: string, src: string) {
  return path.join(root, "build/client", src.split("?")[0]!);
}

/**
 * What the map view loads on demand: dynamic import()s of map chunks from the page's modules,
 * then everything those chunks import (maplibre itself) and the maplibre web worker URL.
 * Other lazy chunks (e.g. the search dialog) load on a click, not with the view.
 */
export function mapOnDemand(root: string, start: string[]): string[] {
  const seen = new Set(start);
  const extra: string[] = [];
  const queue: string[] = [];
  const resolve = (from: string, ref: string) =>
    ref.startsWith("/") ? ref : ref.startsWith("assets/") ? `/${ref}` : path.posix.join(path.posix.dirname(from), ref);
  const add = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    extra.push(src);
    queue.push(src);
  };
  const read = (src: string) => (existsSync(assetFile(root, src)) ? readFileSync(assetFile(root, src), "utf8") : "");
  for (const src of start) {
    for (const m of read(src).matchAll(/import\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)) {
      if (/map/i.test(m[1]!)) add(resolve(src, m[1]!));
    }
  }
  while (queue.length) {
    const src = queue.shift()!;
    const code = read(src);
    const refs = [
      ...[...code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.m?js)["'`]/g)].map((m) => m[1]!),
      ...[...code.matchAll(/["'`]((?:\.\/|\/assets\/|assets\/)[^"'`]*maplibre[^"'`]*\.m?js)["'`]/g)].map((m) => m[1]!),
    ];
    for (const ref of refs) add(resolve(src, ref));
  }
  return extra;
}

export function gzipBytes(root: string, srcs: string[]): number {
  let total = 0;
  for (const src of srcs) {
    const file = assetFile(root, src);
    if (existsSync(file)) total += gzipSync(readFileSync(file)).byteLength;
  }
  return total;
}
