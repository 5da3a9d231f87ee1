// The app's modules import one way: no module reaches itself again through its imports, type-only
// imports included (a type loop ties files together for the compiler and for readers just as a
// runtime one does). Read from the sources, so a loop fails here before it reaches a bundle.
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "/workers/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// import x from "m", import type { X } from "m", import "m", export { x } from "m", import("m").
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolve(files: Set<string>, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = `/app/${spec.slice(2)}`;
  else if (spec.startsWith(".")) base = joinPath(from.slice(0, from.lastIndexOf("/")), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

function joinPath(dir: string, relative: string): string {
  const parts = dir.split("/");
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

function importGraph(modules: Record<string, string>): Map<string, Set<string>> {
  const files = new Set(Object.keys(modules));
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(modules)) {
    const targets = new Set<string>();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolve(files, file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one module (or a module importing itself): each is a loop. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.has(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import cycles", () => {
  it("finds a loop, type-only imports included", () => {
    const graph = importGraph({
      "/app/root.tsx": 'import { TopBar } from "~/components/top-bar";\n',
      "/app/components/top-bar.tsx": 'import {\n  useRootData,\n} from "./use-root-data";\n',
      "/app/components/use-root-data.ts": 'import type { loader } from "~/root";\n',
      "/app/components/alone.ts": 'export { x } from "react";\n',
    });
    expect(cycles(graph)).toEqual([
      ["/app/components/top-bar.tsx", "/app/components/use-root-data.ts", "/app/root.tsx"],
    ]);
  });

  it("the app and the Worker have none", () => {
    const graph = importGraph(sources);
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});
