// The scripts a page's HTML loads first, read from Remix's inline module script. Since decision
// 0053 (patches/@remix-run+react+2.17.5.patch) the HTML names them there, to be preloaded once
// the page has painted, instead of as <link rel="modulepreload">. No dependencies: the workerd
// tests, the e2e tests and the bench read pages with it.

/** The inline `<script type="module">` Remix renders, or "" when the page has none. */
export function moduleScriptOf(html: string): string {
  return /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

/**
 * Every `/assets/….js` the page's module script preloads or imports, once each, in order (not
 * the route manifest's own module, which its inline manifest names but the page never loads).
 */
export function firstScripts(html: string): string[] {
  const script = moduleScriptOf(html);
  const preloaded = [...script.matchAll(/href=\\"(\/assets\/[^"\\]+\.m?js)\\"/g)].map((m) => m[1]!);
  const imported = [...script.matchAll(/import\("(\/assets\/[^"]+\.m?js)"\)/g)].map((m) => m[1]!);
  return [...new Set([...preloaded, ...imported])];
}
