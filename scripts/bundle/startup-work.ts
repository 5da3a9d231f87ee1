// What an app module does when it is loaded: its top-level code (not inside a function), read
// with the TypeScript parser. The Worker's global scope runs on every cold start, before the first
// request, and workerd forbids I/O, timers and random values there; the bundle stage
// (scripts/check-bundle.ts) fails on such calls, and on building objects of the app's own classes
// at load time. A line that must run at start-up says why in a comment containing `startup-ok`
// on it or just above it.
import ts from "typescript";

/** Built-in classes whose `new` only makes an empty or constant value. */
const BUILT_IN_CLASSES = new Set([
  "Set",
  "Map",
  "WeakMap",
  "WeakSet",
  "RegExp",
  "TextEncoder",
  "TextDecoder",
  "Error",
  "Int32Array",
  "Uint8Array",
  "Float64Array",
  "URL",
  "Intl",
]);

/** Work the global scope must not do: I/O, time, randomness, timers, waiting. */
const FORBIDDEN =
  /^(await\b|fetch\(|connect\(|caches\.|crypto\.|Math\.random|Date\.now|new Date\(\)|performance\.now|setTimeout|setInterval|queueMicrotask|scheduler\.|import\(|new Promise\b|process\.env)/;

export type StartupCall = { line: number; code: string; why: string };

/**
 * What a module does while it loads that the Worker's start-up must not: I/O, time, randomness,
 * timers, waiting (`FORBIDDEN`), or building an object of the app's own classes (an index, a
 * cache, a client) instead of on first use. Plain calls that define values (schemas, tables,
 * option lists) pass. Lines marked `startup-ok` (on them or just above) pass too.
 */
export function startupWork(fileName: string, source: string): StartupCall[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split("\n");
  const found: StartupCall[] = [];
  const excused = (line: number) => /startup-ok/.test(lines[line] ?? "") || /startup-ok/.test(lines[line - 1] ?? "");
  const visit = (node: ts.Node) => {
    // Code inside a function runs when the function is called, not when the module loads.
    if (ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node)) return;
    if (ts.isPropertyDeclaration(node) && !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return;
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text =
      ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isAwaitExpression(node) ? node.getText() : "";
    let why = "";
    if (text && FORBIDDEN.test(text)) why = "I/O, time, randomness, timers or waiting";
    else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      !BUILT_IN_CLASSES.has(node.expression.text)
    ) {
      why = `builds a ${node.expression.text} (do it on first use)`;
    }
    if (why) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
      // One finding per line: the outermost expression says what it does.
      if (!excused(line) && !found.some((f) => f.line === line + 1)) {
        found.push({ line: line + 1, code: node.getText().split("\n")[0].slice(0, 100), why });
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}
