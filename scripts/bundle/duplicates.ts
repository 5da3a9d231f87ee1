// Finds modules the deployed Worker bundles twice (docs/decisions/0032-one-worker-module-graph.md).
// Pure, so tests/unit/bundle-duplicates.test.ts runs it on made-up inputs; scripts/check-bundle.ts
// feeds it wrangler's metafile and the server build's module list.

/** Where a package is installed in a bundle input's path, and the file inside it. */
export function packageOf(input: string): { root: string; name: string; file: string } | null {
  const at = input.lastIndexOf("node_modules/");
  if (at < 0) return null;
  const parts = input.slice(at + "node_modules/".length).split("/");
  const nameParts = parts[0].startsWith("@") ? 2 : 1;
  const name = parts.slice(0, nameParts).join("/");
  return { root: `${input.slice(0, at)}node_modules/${name}`, name, file: parts.slice(nameParts).join("/") };
}

/**
 * One line per module bundled twice, naming it:
 * - an app module (repo-relative path) that the Worker bundles directly and the server build holds too;
 * - a package file bundled from two installs of the same version (npm could dedupe them).
 * Two versions of a package are two different modules, and are not reported.
 */
export function duplicatedModules(
  bundleInputs: readonly string[],
  serverBuildModules: readonly string[],
  versionOf: (packageRoot: string) => string | undefined,
): string[] {
  const found: string[] = [];
  const inServerBuild = new Set(serverBuildModules);
  for (const input of bundleInputs) {
    if (inServerBuild.has(input)) found.push(`${input}: bundled by the Worker entry and inside the server build`);
  }
  const installs = new Map<string, Set<string>>();
  for (const input of bundleInputs) {
    const pkg = packageOf(input);
    if (!pkg) continue;
    const key = `${pkg.name}@${versionOf(pkg.root) ?? "?"}/${pkg.file}`;
    const roots = installs.get(key) ?? new Set<string>();
    roots.add(pkg.root);
    installs.set(key, roots);
  }
  for (const [key, roots] of installs) {
    if (roots.size > 1) found.push(`${key}: bundled from ${[...roots].join(" and ")}`);
  }
  return found;
}
