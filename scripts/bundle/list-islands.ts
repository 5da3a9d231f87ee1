// The list view's scripts must not carry the islands' code (decision 0050): the map view's
// server map and the no-JavaScript filter panel load only where they are drawn. Rollup's merging
// of small chunks (experimentalMinChunkSize) decides where a small module lands, and a change
// elsewhere in the module graph can flip it (it once put the filter panel into the Ask AI chunk,
// 1.6 KiB gzipped on every list page), so this is checked on every build, not trusted.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A string each island's module draws, which nothing the list view runs contains. */
export const ISLAND_MARKERS: Record<string, string> = {
  "the server map (app/components/map/server-map.tsx)": '"server-map__paper"',
  "the no-JS filter panel (app/components/filters/search-panel.tsx)": '"search-panel__cols"',
  "the panel's more filters (app/components/filters/more-filters.tsx)": '"more-filters__pair"',
};

type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/** The scripts the list view loads first: the entry, the root and the home route, with their imports. */
export function listViewScripts(clientDir: string): string[] {
  const file = readdirSync(join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${clientDir}/assets`);
  const text = readFileSync(join(clientDir, "assets", file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
  const parts = [manifest.entry, manifest.routes.root, manifest.routes["routes/_index"]];
  return [...new Set(parts.flatMap((p) => (p ? [p.module, ...(p.imports ?? [])] : [])))];
}

/** Which islands' code the list view's scripts carry, with the script it is in. */
export function islandsOnTheList(clientDir: string): { island: string; script: string }[] {
  const found: { island: string; script: string }[] = [];
  for (const script of listViewScripts(clientDir)) {
    const code = readFileSync(join(clientDir, script), "utf8");
    for (const [island, marker] of Object.entries(ISLAND_MARKERS)) {
      if (code.includes(marker)) found.push({ island, script });
    }
  }
  return found;
}
