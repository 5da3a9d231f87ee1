// Fails when a component or route shows the visitor a literal English sentence instead of a
// catalogue entry (docs/product.md#languages, decision 0052): text between JSX tags, a string in
// `{...}` among them, or a string given to an attribute people read or hear (aria-label, title,
// placeholder, alt, label, hint, ...). Words that stay English in Tamil too (docs/tamil-style.md:
// BHK, DTCP, WhatsApp, ...) are not sentences.
//
// A text said through the catalogue by its English (decision 0052: `said`) is a constant outside
// the JSX, as the schemas' messages are.
//
//   tsx scripts/check-english.ts            check
//   tsx scripts/check-english.ts --list F   print every finding of file F
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dirname, "..");
const DIRS = ["app/components", "app/routes", "app/root.tsx"];

/** Attributes whose string a person reads or hears. */
const READ_ATTRS = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "hint",
  "legend",
  "heading",
  "description",
  "summary",
  "emptyText",
  "confirmText",
  "pendingText",
]);

/** Words that stay as they are in Tamil pages (docs/tamil-style.md) or are not words at all. */
const TERMS = new Set(
  "BHK DTCP RERA WhatsApp OpenStreetMap OSM Google Facebook Razorpay UPI PDF PNG JPEG JPG WebP HEIC km sq ft px OTP ID URL Coimbatore CBE INR Rs".split(
    " ",
  ),
);

/** The offline stand-ins for outside services (dev.*) exist only on a developer's machine. */
const NOT_THE_SITE = /^app\/routes\/dev\./;

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (NOT_THE_SITE.test(path)) return [];
  if (statSync(full).isFile()) return full.endsWith(".tsx") ? [full] : [];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

/** Is this text (as shown) English words rather than numbers, symbols and kept terms? */
export function isEnglish(text: string): boolean {
  const words = text.match(/[A-Za-z][A-Za-z']+/g) ?? [];
  return words.some((w) => !TERMS.has(w));
}

type Finding = { line: number; text: string };

function findings(file: string): Finding[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isEnglish(text)) return;
    out.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim().slice(0, 80) });
  };
  /** A string that ends up as a JSX child: directly, or through `a ? "x" : "y"`, `a && "x"`, `a ?? "x"`. */
  const shown = (expr: ts.Expression | undefined, at: ts.Node): void => {
    if (!expr) return;
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) report(at, expr.text);
    else if (ts.isTemplateExpression(expr))
      report(at, [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)].join(" "));
    else if (ts.isParenthesizedExpression(expr)) shown(expr.expression, at);
    else if (ts.isConditionalExpression(expr)) {
      shown(expr.whenTrue, at);
      shown(expr.whenFalse, at);
    } else if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (
        op === ts.SyntaxKind.AmpersandAmpersandToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.QuestionQuestionToken
      )
        shown(expr.right, at);
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) shown(expr.left, at);
      if (op === ts.SyntaxKind.PlusToken) {
        shown(expr.left, at);
        shown(expr.right, at);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      shown(node.expression, node);
    else if (ts.isJsxAttribute(node) && READ_ATTRS.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init)) shown(init.expression, init);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const all = new Map<string, Finding[]>();
for (const dir of DIRS) for (const file of files(dir)) all.set(relative(ROOT, file), findings(file));

const listArg = process.argv.indexOf("--list");
if (listArg > 0) {
  const want = process.argv[listArg + 1] ?? "";
  for (const [file, list] of all)
    if (!want || file.includes(want)) for (const f of list) console.log(`${file}:${f.line}  ${JSON.stringify(f.text)}`);
  process.exit(0);
}

let found = 0;
for (const [file, list] of all) {
  for (const f of list) console.error(`${file}:${f.line}: English outside the catalogues: ${JSON.stringify(f.text)}`);
  found += list.length;
}
if (found) {
  console.error(`check-english: ${found} text(s) to move into a catalogue (docs/product.md#languages, decision 0052)`);
  process.exit(1);
}
console.log(`check-english: no English outside the catalogues in ${all.size} components and routes`);
