// The Worker bundles each module once (docs/decisions/0032-one-worker-module-graph.md):
// scripts/check-bundle.ts (npm test's bundle stage) runs duplicatedModules() on wrangler's
// metafile; these cases show what it reports, and that the Worker entry takes no app code
// except through the server build.
import { describe, expect, it } from "vitest";
import { duplicatedModules, packageOf } from "../../scripts/bundle/duplicates";

const workerEntry = import.meta.glob<string>("/workers/app.ts", { query: "?raw", import: "default", eager: true })[
  "/workers/app.ts"
];

const versions: Record<string, string> = {
  "node_modules/zod": "4.1.0",
  "node_modules/a/node_modules/zod": "4.1.0",
  "node_modules/@oslojs/encoding": "1.1.0",
  "node_modules/@oslojs/jwt/node_modules/@oslojs/encoding": "0.4.1",
};
const versionOf = (root: string) => versions[root];

describe("duplicatedModules", () => {
  it("names an app module the Worker bundles beside the server build that holds it", () => {
    const inputs = ["workers/app.ts", "build/server/index.js", "app/server/platform/env.server.ts"];
    const server = ["app/entry.server.tsx", "app/server/platform/env.server.ts"];
    expect(duplicatedModules(inputs, server, versionOf)).toEqual([
      "app/server/platform/env.server.ts: bundled by the Worker entry and inside the server build",
    ]);
  });

  it("passes a Worker that takes everything from the server build", () => {
    const inputs = ["workers/app.ts", "build/server/index.js", "node_modules/zod/index.js"];
    expect(duplicatedModules(inputs, ["app/entry.server.tsx"], versionOf)).toEqual([]);
  });

  it("names a package file bundled from two installs of one version", () => {
    const inputs = ["node_modules/zod/v4/core/api.js", "node_modules/a/node_modules/zod/v4/core/api.js"];
    expect(duplicatedModules(inputs, [], versionOf)).toEqual([
      "zod@4.1.0/v4/core/api.js: bundled from node_modules/zod and node_modules/a/node_modules/zod",
    ]);
  });

  it("lets two versions of a package be two modules", () => {
    const inputs = [
      "node_modules/@oslojs/encoding/dist/hex.js",
      "node_modules/@oslojs/jwt/node_modules/@oslojs/encoding/dist/hex.js",
    ];
    expect(duplicatedModules(inputs, [], versionOf)).toEqual([]);
  });

  it("reads scoped and nested package paths", () => {
    expect(packageOf("node_modules/@oslojs/jwt/node_modules/@oslojs/encoding/dist/hex.js")).toEqual({
      root: "node_modules/@oslojs/jwt/node_modules/@oslojs/encoding",
      name: "@oslojs/encoding",
      file: "dist/hex.js",
    });
    expect(packageOf("workers/app.ts")).toBeNull();
  });
});

describe("workers/app.ts", () => {
  it("imports app code only as types; its values come from the server build", () => {
    const imports = [...workerEntry.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms)].map(
      ([, type, from]) => ({ type: Boolean(type), from }),
    );
    const appValues = imports.filter(({ type, from }) => !type && /^(\.\.\/app|~|\.\/)/.test(from));
    expect(appValues).toEqual([]);
    expect(imports.map(({ from }) => from)).toContain("../build/server");
  });
});
