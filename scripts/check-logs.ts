// npm test's logs stage: scans the e2e server's whole log (tests/e2e/serve.sh writes it to
// .wrangler/e2e-state/server.log) for personal data and secrets, and fails naming the line when
// it finds a seeded user's e-mail or phone, any e-mail address, an Indian mobile number, the
// development secret, a password, a session cookie or a bearer token. The app's own lines go
// through app/server/platform/log.server.ts, which redacts them; this catches what goes around
// it (docs/decisions/0038-structured-logs-and-deploy.md).
// Usage: tsx scripts/check-logs.ts [log file]
import { existsSync, readFileSync } from "node:fs";
import { DEV_APP_SECRET } from "../app/server/platform/env.server";
import { DEMO_PASSWORD, generateSeedData } from "./seed/data";

export type Finding = { line: number; what: string; text: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// Digits standing alone: not part of a hex key or a file name ("f4e0a8920230-375.jpg").
const DIGITS = /(?<![\w.])\+?\d(?:[\s().-]{0,2}\d){9,}(?![\w])/g;
// wrangler colours its lines; the codes hold digits too.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The last ten digits of a phone number as written anywhere (+91 98430 12345, 9843012345...). */
const last10 = (text: string) => text.replace(/\D/g, "").slice(-10);

export type Known = { emails: string[]; phones: string[]; secrets: string[]; published: string[] };

export function findLeaks(log: string, known: Known): Finding[] {
  const emails = new Set(known.emails.map((e) => e.toLowerCase()));
  const phones = new Set(known.phones.map(last10));
  const findings: Finding[] = [];
  log.split("\n").forEach((raw, index) => {
    const line = raw.replace(ANSI, "");
    // The site's own published contacts (wrangler.toml [vars]) are no one's personal data.
    const text = known.published.reduce((t, value) => t.split(value).join("[published]"), line);
    const found = (what: string) => findings.push({ line: index + 1, what, text: text.slice(0, 200) });
    for (const match of text.match(EMAIL) ?? []) {
      found(emails.has(match.toLowerCase()) ? "a seeded user's e-mail address" : "an e-mail address");
    }
    for (const match of text.match(DIGITS) ?? []) {
      const digits = match.replace(/\D/g, "");
      if (phones.has(last10(match))) found("a seeded phone number");
      // A mobile number alone (10 digits from 6-9) or with India's code; timestamps are 13 digits.
      else if (/^[6-9]\d{9}$/.test(digits) || /^91[6-9]\d{9}$/.test(digits)) found("a phone number");
    }
    for (const secret of known.secrets) if (text.includes(secret)) found("a secret");
    if (/\bbearer\s+(?!\[redacted\])\S/i.test(text)) found("a bearer token");
    if (/session-token=(?!\[redacted\])[^\s;"]/i.test(text)) found("a session cookie");
    if (/\b(password|secret|token|api_?key)=(?!\[redacted\])[^\s&;"]/i.test(text)) found("a secret value");
  });
  return findings;
}

/** WHATSAPP_NUMBER, SUPPORT_PHONE and SUPPORT_EMAIL from wrangler.toml: shown on every page. */
function publishedContacts(): string[] {
  const toml = readFileSync("wrangler.toml", "utf8");
  return [...toml.matchAll(/^(?:WHATSAPP_NUMBER|SUPPORT_PHONE|SUPPORT_EMAIL)\s*=\s*"([^"]+)"/gm)].map((m) => m[1]);
}

function main() {
  const file = process.argv[2] ?? ".wrangler/e2e-state/server.log";
  if (!existsSync(file)) {
    console.error(`check-logs: ${file} is missing (tests/e2e/serve.sh writes it during the e2e run).`);
    process.exit(1);
  }
  const log = readFileSync(file, "utf8");
  const requests = log.split("\n").filter((line) => line.startsWith('{"event":"request"')).length;
  if (!requests) {
    console.error(`check-logs: ${file} has no request lines: the server's log was not captured.`);
    process.exit(1);
  }
  const seed = generateSeedData({ now: 0 });
  const findings = findLeaks(log, {
    emails: seed.users.map((u) => u.email),
    phones: [...seed.users.map((u) => u.phone), ...seed.quickEnquiries.map((q) => q.phone)].filter(Boolean),
    secrets: [DEV_APP_SECRET, DEMO_PASSWORD],
    published: publishedContacts(),
  });
  if (findings.length) {
    console.error(`check-logs: ${findings.length} line(s) of ${file} hold personal data or secrets:`);
    for (const f of findings.slice(0, 20)) console.error(`  line ${f.line}: ${f.what}: ${f.text}`);
    process.exit(1);
  }
  console.log(`check-logs: ${requests} request lines and the rest of ${file}: no e-mail, phone, token or secret`);
}

if (process.argv[1]?.endsWith("check-logs.ts")) main();
