// A visitor who comes back, on slow 4G (150 ms round trips, 1.6 Mbit/s down, as Lighthouse's
// mobile profile): how long a page takes until its scripts have run, on a first visit (empty
// cache: the baseline) and on a return (the browser has the page's files), and how many /assets/
// files each load asks of the server. Hashed files are kept a year (public/_headers, decision
// 0020), so a return asks for none and waits for no "has it changed?" round trip. Run by run.ts
// (npm run bench) against its own server, Debian's Chromium through playwright-core.
import { chromium } from "playwright-core";

export type VisitPage = { name: string; path: string };
export type VisitRow = { page: string; firstMs: number; returnMs: number; firstAssets: number; returnAssets: number };

const RUNS = 3;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 };
// Set once React has hydrated the page (app/root.tsx).
const HYDRATED = "html[data-hydrated]";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function runReturningVisitor(base: string, pages: VisitPage[]): Promise<VisitRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
  });
  try {
    const rows: VisitRow[] = [];
    for (const { name, path } of pages) {
      const first: number[] = [];
      const back: number[] = [];
      let firstAssets = 0;
      let returnAssets = 0;
      for (let run = 0; run < RUNS; run++) {
        // A new context is a new, empty cache.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        // A file from the cache still gets a responseReceived; requestServedFromCache marks it.
        let assets = new Set<string>();
        const fromCache = new Set<string>();
        cdp.on("Network.requestServedFromCache", (e) => fromCache.add(e.requestId));
        cdp.on("Network.responseReceived", (e) => {
          if (new URL(e.response.url).pathname.startsWith("/assets/")) assets.add(e.requestId);
        });
        /** One page load: ms until hydrated, and the /assets/ files it asked of the server. */
        const load = async () => {
          assets = new Set();
          await page.goto(base + path, { waitUntil: "commit" });
          await page.waitForSelector(HYDRATED, { state: "attached", timeout: 60_000 });
          const ms = await page.evaluate(() => Math.round(performance.now()));
          await page.waitForLoadState("networkidle");
          return { ms, asked: [...assets].filter((id) => !fromCache.has(id)).length };
        };
        const visit = await load();
        const again = await load();
        first.push(visit.ms);
        back.push(again.ms);
        firstAssets = visit.asked;
        returnAssets = again.asked;
        await context.close();
      }
      rows.push({ page: name, firstMs: median(first), returnMs: median(back), firstAssets, returnAssets });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function returningVisitorTable(rows: VisitRow[], pages: VisitPage[]): string[] {
  const lines = [
    `A returning visitor on slow 4G (150 ms, 1.6 Mbit/s; median of ${RUNS}): ms until the page's scripts have run,`,
    "and /assets/ files asked of the server (a 304 counts: it is a round trip too)",
    `  ${"page".padEnd(8)} ${"first visit".padStart(12)} ${"returning".padStart(10)} ${"x".padStart(5)}  asset requests first / returning`,
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.page.padEnd(8)} ${`${r.firstMs} ms`.padStart(12)} ${`${r.returnMs} ms`.padStart(10)} ${(r.returnMs / r.firstMs).toFixed(2).padStart(5)}  ${r.firstAssets} / ${r.returnAssets}`,
    );
  }
  for (const p of pages) lines.push(`  ${p.name.padEnd(8)} ${p.path}`);
  return lines;
}
