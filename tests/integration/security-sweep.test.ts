// The hostile-input sweep (docs/product.md#requests): every form and endpoint added since the
// account forms' sweep (security-forms.test.ts) gets malformed bodies, wrong types, huge fields,
// bad encodings, prototype keys and broken Conform intents. Each answer is no 5xx, carries a clear
// message (4xx with a message, or the button forms' error toast) and writes nothing.
// A new endpoint is one row of ENDPOINTS. docs/product.md#requests
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { UNREADABLE_FORM } from "~/server/http/form.server";
import { LOCAL_PAYMENT_SECRETS } from "~/server/credits/payments/config.server";
import { hmacHex, insertOrder, successCallback, webhookBody } from "../helpers/credits";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, ORIGIN, postBody, postForm, postMultipart, rawMultipart, signInAs, toastOf } from "../helpers/http";
import { poster, smallJpeg, validListing } from "../helpers/listing-form";

type Value = string | File;
type Fields = Record<string, Value | Value[]>;

type Target = {
  path: string;
  cookie?: string;
  /** A body the endpoint takes as it is (most would write): each variant spoils it. */
  fields: Fields;
  /** Any other POST headers (the payment callback comes cross-site). */
  headers?: Record<string, string>;
  /** A row the endpoint would change, read before and after. */
  row?: () => Promise<unknown>;
  /** Posted as multipart (the default when a field is a file). */
  multipart?: boolean;
};

type Group = "bodies" | "types" | "huge" | "prototype" | "intents";

type Endpoint = {
  name: string;
  setup: () => Promise<Target>;
  /** The groups of variants that apply (default: all; "intents" only for Conform forms). */
  groups: Group[];
  /** How a refusal may look besides a 4xx with a message. */
  refusal?: "toast" | "redirect";
  /**
   * Variants the endpoint may take as an ordinary request, because what it reads is intact
   * (an action that reads one field with `form.get` ignores the rest).
   */
  accepts?: RegExp;
};

const ALL: Group[] = ["bodies", "types", "huge", "prototype", "intents"];

async function as(role: "buyer" | "seller" | "admin" | "superadmin", overrides = {}) {
  const user = await insertUser({ role, ...overrides });
  return { user, cookie: await signInAs(user.id) };
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "login",
    groups: ALL,
    setup: async () => ({ path: "/login", fields: { email: "someone@example.test", password: "long-enough-1" } }),
  },
  {
    name: "signup",
    groups: ALL,
    setup: async () => ({
      path: "/signup",
      fields: {
        email: `${unique("sweep")}@example.test`,
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
        role: "buyer",
      },
    }),
  },
  {
    name: "reset-password",
    // Its refusals go back to the page with a catalogue error in the URL (?error=InvalidRequest).
    refusal: "redirect",
    groups: ALL,
    setup: async () => ({
      path: "/reset-password?token=abc",
      fields: { token: "abc", password: "long-enough-1", confirmPassword: "long-enough-1" },
    }),
  },
  {
    name: "quick enquiry",
    groups: ALL,
    setup: async () => ({
      path: "/quick-enquiry",
      fields: { name: "Meena R", phone: "9876543210", message: "Call me" },
    }),
  },
  {
    name: "AI search",
    groups: ["bodies", "types", "huge", "intents"],
    setup: async () => ({ path: "/ai-search", fields: { input: "3 bhk villa in rs puram", from: "/" } }),
  },
  ...(["create", "edit"] as const).flatMap((mode) =>
    (["urlencoded", "multipart"] as const).map(
      (encoding): Endpoint => ({
        name: `listing form (${mode}, ${encoding})`,
        groups: ALL,
        setup: async () => {
          const { user, cookie } = await poster();
          const listing = mode === "edit" ? await insertListing({ postedById: user.id }) : null;
          return {
            path: listing ? `/listing/edit/${listing.id}` : "/create-listing",
            cookie,
            fields: { ...validListing(), token: unique("tok") } as Fields,
            multipart: encoding === "multipart",
            row: async () =>
              (await env.DB.prepare("SELECT * FROM listings WHERE posted_by_id = ?").bind(user.id).all()).results,
          };
        },
      }),
    ),
  ),
  {
    name: "photo upload",
    // It reads the one `photo` field: a second photo or extra fields leave that intact.
    accepts: /^(every field twice|every text field as a file|field names|every value|one 1 MB field|a list index)/,
    groups: ["bodies", "types", "huge", "prototype"],
    setup: async () => {
      const { cookie } = await poster();
      return { path: "/uploads/photos", cookie, fields: { photo: jpegFile() } };
    },
  },
  {
    name: "buy credits",
    groups: ALL,
    refusal: "toast",
    setup: async () => ({ path: "/buy-credits", cookie: (await as("buyer")).cookie, fields: { packId: "pack-100" } }),
  },
  {
    name: "reveal (listing page)",
    groups: ALL,
    refusal: "toast",
    setup: async () => {
      const seller = await insertUser({ role: "seller", phone: "+91 98765 11111" });
      const listing = await insertListing({ postedById: seller.id });
      const { cookie } = await as("buyer", { credits: 50 });
      return { path: `/listing/${listing.id}`, cookie, fields: { intent: "reveal", listingId: String(listing.id) } };
    },
  },
  {
    name: "reveal (seller page)",
    groups: ALL,
    refusal: "toast",
    setup: async () => {
      const seller = await insertUser({ role: "seller", phone: "+91 98765 22222" });
      await insertListing({ postedById: seller.id });
      const { cookie } = await as("buyer", { credits: 50 });
      return { path: `/seller/${seller.username}`, cookie, fields: { intent: "reveal" } };
    },
  },
  {
    name: "checkout callback",
    groups: ["bodies", "types", "huge", "prototype"],
    refusal: "redirect",
    setup: async () => {
      const buyer = await insertUser();
      const order = await insertOrder(buyer.id);
      // Signed for another payment: whatever the variant, nothing may be credited.
      const fields = await successCallback(order.providerOrderId);
      return {
        path: `/payments/callback/${order.id}`,
        fields: { ...fields, razorpay_signature: "0".repeat(64) },
        headers: { Origin: "https://api.razorpay.com", "Sec-Fetch-Site": "cross-site" },
      };
    },
  },
  {
    name: "admin: listings queue (status)",
    accepts: /^(every field twice|field names|a list index)/,
    groups: ["bodies", "types", "huge", "prototype"],
    refusal: "toast",
    setup: async () => {
      const listing = await insertListing({ status: "Pending" });
      return {
        path: "/admin/listings",
        cookie: (await as("superadmin")).cookie,
        fields: { intent: "listing-status", listingId: String(listing.id), status: "Approved" },
        row: async () => env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(listing.id).first(),
      };
    },
  },
  {
    name: "admin: quick enquiry status",
    accepts: /^(every field twice|field names|a list index)/,
    groups: ["bodies", "types", "huge", "prototype"],
    refusal: "toast",
    setup: async () => {
      const row = await env.DB.prepare(
        "INSERT INTO quick_enquiries (name, phone, message) VALUES ('Sweep', '9876543210', '') RETURNING id",
      ).first<{ id: number }>();
      return {
        path: "/admin/listings",
        cookie: (await as("admin")).cookie,
        fields: { intent: "enquiry-status", id: String(row!.id), status: "Closed" },
        row: async () => env.DB.prepare("SELECT status FROM quick_enquiries WHERE id = ?").bind(row!.id).first(),
      };
    },
  },
  {
    name: "admin: listing moderation",
    groups: ALL,
    setup: async () => {
      const listing = await insertListing({ status: "Pending" });
      return {
        path: `/admin/listing/${listing.id}`,
        cookie: (await as("superadmin")).cookie,
        fields: { status: "Approved" },
        row: async () => env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(listing.id).first(),
      };
    },
  },
  {
    name: "admin: user edit",
    groups: ALL,
    setup: async () => {
      const user = await insertUser({ fullName: "Kept Name" });
      return {
        path: "/profile/edit",
        cookie: (await as("admin")).cookie,
        fields: { userId: user.id, fullName: "Changed Name", email: user.email, gender: "female", role: "seller" },
        row: async () => env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first(),
      };
    },
  },
  {
    name: "admin: user delete",
    accepts: /^a list index/,
    // Any readable body deletes (the page's button posts nothing else): only broken bodies apply.
    groups: ["bodies", "huge"],
    setup: async () => {
      const user = await insertUser();
      return {
        path: `/admin/users/${user.id}/delete`,
        cookie: (await as("admin")).cookie,
        fields: { redirectTo: "/admin/users" },
      };
    },
  },
  {
    name: "admin: user credits",
    groups: ALL,
    setup: async () => {
      const user = await insertUser({ credits: 3 });
      return {
        path: `/admin/users/${user.id}/credits`,
        cookie: (await as("admin")).cookie,
        fields: { direction: "add", amount: "10", reason: "Goodwill", token: unique("credit-token-") },
      };
    },
  },
  {
    name: "admin: AI identities",
    groups: ALL,
    setup: async () => ({
      path: "/admin?index",
      cookie: (await as("admin")).cookie,
      fields: {
        name: unique("Sweep identity "),
        url: "https://llm.example/v1",
        apiKey: "sk-sweep-4242",
        "models[0]": "m1",
        selectedModel: "m1",
      },
    }),
  },
];

function jpegFile(): File {
  return new File([smallJpeg() as Uint8Array<ArrayBuffer>], "phone.jpg", { type: "image/jpeg" });
}

// ---- What may be written ------------------------------------------------------------------

const TABLES = [
  "users",
  "listings",
  "listing_images",
  "favourites",
  "enquiries",
  "quick_enquiries",
  "credit_transactions",
  "payments",
  "ai_identities",
  "email_outbox",
  "photo_uploads",
  "audit_log",
  "auth_tokens",
];

async function snapshot(target: Target) {
  const counts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT '${t}' AS t, COUNT(*) AS n FROM ${t}`)));
  const credits = await env.DB.prepare("SELECT COALESCE(SUM(credits), 0) AS n FROM users").first<{ n: number }>();
  return {
    counts: Object.fromEntries(
      counts.map((r) => [(r.results[0] as { t: string }).t, (r.results[0] as { n: number }).n]),
    ),
    credits: credits?.n,
    row: await target.row?.(),
  };
}

// ---- The variants -------------------------------------------------------------------------

type Raw = { body?: BodyInit; type?: string };
type Variant = { group: Group; name: string; body: (fields: Fields, multipart: boolean) => Raw; intent?: boolean };

const enc = new TextEncoder();
const MB = 1024 * 1024;
const INVALID_UTF8 = new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0xe0, 0xa4]);

function entries(fields: Fields): [string, Value][] {
  return Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, Value] => [k, x]));
}

function textEntries(fields: Fields): [string, string][] {
  return entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : v.name]);
}

function urlencoded(pairs: [string, string][]): Raw {
  return {
    body: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
    type: "application/x-www-form-urlencoded",
  };
}

/** The fields in the endpoint's own encoding (multipart when it takes files or asks for it). */
function encode(fields: Fields, multipart: boolean, extra: [string, Value][] = []): Raw {
  const pairs = [...entries(fields), ...extra];
  if (!multipart && pairs.every(([, v]) => typeof v === "string")) return urlencoded(pairs as [string, string][]);
  const form = new FormData();
  for (const [k, v] of pairs) form.append(k, v);
  return { body: form };
}

function withIntent(intent: string): Variant {
  return {
    group: "intents",
    intent: true,
    name: `__intent__=${intent.slice(0, 60)}`,
    body: (fields, multipart) => encode(fields, multipart, [["__intent__", intent]]),
  };
}

function firstTextField(fields: Fields): string {
  return Object.keys(fields).find((k) => typeof fields[k] === "string" && !k.includes("[")) ?? "x";
}

const PROTOTYPE_WORDS = ["__proto__", "constructor", "prototype"];

const VARIANTS: Variant[] = [
  // Malformed bodies and bad encodings.
  {
    group: "bodies",
    name: "JSON",
    body: (f) => ({ body: JSON.stringify(Object.fromEntries(textEntries(f))), type: "application/json" }),
  },
  {
    group: "bodies",
    name: "text/plain",
    body: (f) => ({ body: new URLSearchParams(textEntries(f)).toString(), type: "text/plain" }),
  },
  {
    group: "bodies",
    name: "no Content-Type",
    body: (f) => ({ body: enc.encode(new URLSearchParams(textEntries(f)).toString()) }),
  },
  {
    group: "bodies",
    name: "truncated multipart",
    body: (f) => {
      const whole = rawMultipart(textEntries(f).map(([name, value]) => ({ name, value })));
      return { body: whole.body.slice(0, Math.floor(whole.body.length * 0.6)), type: whole.type };
    },
  },
  { group: "bodies", name: "multipart without a boundary", body: () => ({ body: "a=b", type: "multipart/form-data" }) },
  {
    group: "bodies",
    name: "multipart whose boundary never comes",
    body: () => ({
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
      type: "multipart/form-data; boundary=x",
    }),
  },
  {
    group: "bodies",
    name: "invalid urlencoded escapes (%E0%A4, %zz, %)",
    body: (f) => ({
      body: textEntries(f)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}%E0%A4%zz%`)
        .join("&"),
      type: "application/x-www-form-urlencoded",
    }),
  },
  {
    group: "bodies",
    name: "invalid UTF-8 bytes in urlencoded values and names",
    body: (f) => {
      const parts = textEntries(f).map(([k, v]) => enc.encode(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`));
      const bytes = [...parts.flatMap((p) => [...p, ...INVALID_UTF8, 0x26]), ...INVALID_UTF8, 0x3d, ...INVALID_UTF8];
      return { body: new Uint8Array(bytes), type: "application/x-www-form-urlencoded" };
    },
  },
  {
    group: "bodies",
    name: "invalid UTF-8 bytes in multipart values and names",
    body: (f) =>
      rawMultipart([
        ...textEntries(f).map(([name, value]) => ({
          name,
          value: new Uint8Array([...enc.encode(value), ...INVALID_UTF8]),
        })),
        { name: INVALID_UTF8, value: INVALID_UTF8 },
      ]),
  },
  {
    group: "bodies",
    name: "urlencoded with a charset nobody speaks",
    body: (f) => ({
      body: new URLSearchParams(textEntries(f)).toString(),
      type: "application/x-www-form-urlencoded; charset=ebcdic-cp-us",
    }),
  },
  // Wrong types.
  {
    group: "types",
    name: "every field twice (a list where one value is expected)",
    body: (f, m) =>
      encode(Object.fromEntries(entries(f).map(([k, v]) => [k, [v, typeof v === "string" ? `${v}-other` : v]])), m),
  },
  {
    group: "types",
    name: "every text field as a file",
    body: (f) =>
      encode(
        Object.fromEntries(
          entries(f).map(([k, v]) => [
            k,
            typeof v === "string" ? new File([v], "field.txt", { type: "text/plain" }) : v,
          ]),
        ),
        true,
      ),
  },
  {
    group: "types",
    name: "every field as a nested name (field.x and field[0])",
    body: (f, m) =>
      encode(
        Object.fromEntries(
          entries(f).flatMap(([k, v]) => [
            [`${k}.x`, v],
            [`${k}[0]`, v],
          ]),
        ),
        m,
      ),
  },
  // Huge fields.
  { group: "huge", name: "one 1 MB field", body: (f, m) => encode(f, m, [[firstTextField(f), "x".repeat(MB)]]) },
  {
    group: "huge",
    name: "10,000 repeats of one field",
    body: (f, m) =>
      encode(
        f,
        m,
        Array.from({ length: 10_000 }, (): [string, string] => ["z", "1"]),
      ),
  },
  {
    group: "huge",
    name: "10,000 different fields",
    body: (f, m) =>
      encode(
        f,
        m,
        Array.from({ length: 10_000 }, (_, i): [string, string] => [`f${i}`, "1"]),
      ),
  },
  { group: "huge", name: "a list index of 99,999,999", body: (f, m) => encode(f, m, [["amenities[99999999]", "1"]]) },
  // Prototype keys as names and as values.
  ...PROTOTYPE_WORDS.flatMap((word): Variant[] => [
    {
      group: "prototype",
      name: `field names ${word}, ${word}.polluted, a[${word}]`,
      body: (f, m) =>
        encode(f, m, [
          [word, "1"],
          [`${word}.polluted`, "yes"],
          [`${word}[0]`, "1"],
          [`a.${word}.b`, "1"],
        ]),
    },
    {
      group: "prototype",
      name: `every value ${word}`,
      body: (f, m) => encode(Object.fromEntries(entries(f).map(([k, v]) => [k, typeof v === "string" ? word : v])), m),
    },
  ]),
  // Broken Conform intents (no page sends these).
  ...[
    "{",
    "null",
    '"x"',
    "[]",
    "1",
    '{"type":"insert"}',
    '{"type":"nonsense","payload":{}}',
    '{"type":"update","payload":{"name":"__proto__.x","value":"1"}}',
    '{"type":"update","payload":{"value":{"__proto__":{"polluted":"yes"}}}}',
    '{"type":"update","payload":{"name":"x","index":99999999,"value":"1"}}',
    '{"type":"reorder","payload":{"name":"x","from":0,"to":-1}}',
  ].map(withIntent),
  {
    group: "intents",
    intent: true,
    name: "a list intent on a single field",
    body: (f, m) =>
      encode(f, m, [
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: firstTextField(f), defaultValue: "x" } })],
      ]),
  },
  {
    group: "intents",
    intent: true,
    name: "a remove intent on a single field",
    body: (f, m) =>
      encode(f, m, [
        ["__intent__", JSON.stringify({ type: "remove", payload: { name: firstTextField(f), index: 0 } })],
      ]),
  },
  {
    group: "intents",
    intent: true,
    name: "__intent__ as a file",
    body: (f) => encode(f, true, [["__intent__", new File(["{}"], "intent.json")]]),
  },
  { group: "intents", intent: true, name: "__state__={", body: (f, m) => encode(f, m, [["__state__", "{"]]) },
];

// ---- The answer ---------------------------------------------------------------------------

/**
 * Why an answer is not what it must be, or null: a refusal (4xx with a message, or the endpoint's
 * redirect with an error toast) or, for a variant the endpoint may take, any answer but a 5xx.
 */
async function problem(res: Response, endpoint: Endpoint, variant: Variant): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  if (endpoint.accepts?.test(variant.name)) return null;
  if (res.status >= 300 && res.status < 400) {
    const toast = toastOf(res);
    if (endpoint.refusal === "redirect") return null;
    if (toast?.kind === "error" && (!variant.intent || toast.message === UNREADABLE_FORM)) return null;
    return `${res.status} to ${res.headers.get("Location")} with ${JSON.stringify(toast)}`;
  }
  if (res.status < 400) return `${res.status}: not refused`;
  if (!text.trim()) return `${res.status} without a message`;
  if (variant.intent && !decodeEntities(text).includes(UNREADABLE_FORM))
    return `${res.status} without "${UNREADABLE_FORM}"`;
  return null;
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("hostile input to every form and endpoint: no 5xx, a clear refusal, nothing written", () => {
  const groups: Group[] = ["bodies", "types", "huge", "prototype", "intents"];
  const rows = ENDPOINTS.flatMap((endpoint) =>
    groups.filter((g) => endpoint.groups.includes(g)).map((group) => ({ endpoint, group })),
  );

  it.each(rows)("$endpoint.name: $group", async ({ endpoint, group }) => {
    const target = await endpoint.setup();
    const multipart = target.multipart ?? Object.values(target.fields).some((v) => v instanceof File);
    const problems: string[] = [];
    for (const variant of VARIANTS.filter((v) => v.group === group)) {
      const before = await snapshot(target);
      const raw = variant.body(target.fields, multipart);
      const res = await postBody(target.path, raw, { cookie: target.cookie, headers: target.headers });
      const why = await problem(res, endpoint, variant);
      if (why) problems.push(`${variant.name}: ${why}`);
      else if (!endpoint.accepts?.test(variant.name)) {
        const after = await snapshot(target);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          problems.push(`${variant.name}: wrote ${JSON.stringify(after)} (was ${JSON.stringify(before)})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the Razorpay webhook: a signed or unsigned bad body is 400/401, never a 5xx, and credits nothing", () => {
  async function postSigned(body: BodyInit, opts: { type?: string; sign?: string } = {}) {
    const signature =
      opts.sign ?? (await hmacHex(LOCAL_PAYMENT_SECRETS.webhookSecret, typeof body === "string" ? body : ""));
    return SELF.fetch(`${ORIGIN}/webhooks/razorpay`, {
      method: "POST",
      body,
      headers: {
        ...(opts.type === "" ? {} : { "Content-Type": opts.type ?? "application/json" }),
        "X-Razorpay-Signature": signature,
        "X-Razorpay-Event-Id": unique("evt_sweep_"),
      },
    });
  }

  const BODIES: { name: string; body: string }[] = [
    { name: "not JSON", body: "{" },
    { name: "null", body: "null" },
    { name: "a list", body: "[]" },
    { name: "a string", body: '"payment.captured"' },
    { name: "no payload", body: '{"event":"payment.captured"}' },
    { name: "a null entity", body: '{"event":"payment.captured","payload":{"payment":{"entity":null}}}' },
    { name: "event __proto__", body: '{"event":"__proto__","payload":{}}' },
    {
      name: "event constructor",
      body: '{"event":"constructor","payload":{"payment":{"entity":{"id":"constructor"}}}}',
    },
    {
      name: "a __proto__ payload",
      body: '{"event":"payment.captured","payload":{"__proto__":{"payment":{"entity":{}}}}}',
    },
    {
      name: "wrong types in the entity",
      body: '{"event":"payment.captured","payload":{"payment":{"entity":{"id":["pay_x"],"order_id":{"a":1},"amount":"1e400","currency":5,"status":null}}}}',
    },
    {
      name: "a refund of nothing",
      body: '{"event":"refund.processed","payload":{"refund":{"entity":null},"payment":{"entity":"x"}}}',
    },
    { name: "deep nesting", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  ];

  async function ledger() {
    const [entries, balances, settled] = await env.DB.batch([
      env.DB.prepare("SELECT COUNT(*) AS n FROM credit_transactions"),
      env.DB.prepare("SELECT COALESCE(SUM(credits), 0) AS n FROM users"),
      env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE status != 'created'"),
    ]);
    return [entries, balances, settled].map((r) => (r!.results[0] as { n: number }).n);
  }

  it.each(BODIES)("signed $name: 2xx or 4xx, nothing credited", async ({ body }) => {
    const buyer = await insertUser();
    await insertOrder(buyer.id);
    const before = await ledger();
    const res = await postSigned(body);
    expect(res.status).toBeLessThan(500);
    await res.arrayBuffer();
    expect(await ledger()).toEqual(before);
  });

  it.each(BODIES)("unsigned $name: 400 or 401", async ({ body }) => {
    const res = await postSigned(body, { sign: "0".repeat(64) });
    expect([400, 401]).toContain(res.status);
    await res.arrayBuffer();
  });

  it("wrong Content-Type, no Content-Type, invalid UTF-8, 1 MB: 4xx, nothing credited", async () => {
    const buyer = await insertUser();
    const order = await insertOrder(buyer.id);
    const good = webhookBody("payment.captured", {
      orderId: order.providerOrderId,
      paymentId: unique("pay_"),
      amount: order.amount,
    });
    const before = await ledger();
    const answers = [
      await postSigned(good, { type: "text/plain", sign: "0".repeat(64) }),
      await postSigned(good, { type: "", sign: "0".repeat(64) }),
      await postSigned(new Uint8Array([...enc.encode(good.slice(0, 20)), ...INVALID_UTF8]), { sign: "0".repeat(64) }),
      await postSigned(`${good}${" ".repeat(MB)}`),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(await ledger()).toEqual(before);
  });
});

describe("item 16: a broken __intent__ is the form's 400 with a clear message", () => {
  it.each(["{", "null", '{"type":"update","payload":{"name":"__proto__.x","value":"1"}}'])(
    "sign-in with __intent__=%s: 400, the message in the page, no session",
    async (intent) => {
      const { email } = await insertUser({}, { password: "demo-password" });
      const res = await postForm("/login", { email, password: "demo-password", __intent__: intent });
      expect(res.status).toBe(400);
      expect(decodeEntities(await res.text())).toContain(UNREADABLE_FORM);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("session-token="))).toBe(false);
    },
  );

  it("the listing form: amenities and locationFeatures as one invalid plain value re-render the form, no 500", async () => {
    const { user, cookie } = await poster();
    for (const field of ["amenities", "locationFeatures"]) {
      const fields = validListing({ [field]: "x".repeat(500) });
      delete fields[`${field}[0]`];
      delete fields[`${field}[1]`];
      const res = await postMultipart("/create-listing", fields as Record<string, string>, { cookie });
      expect(res.status, field).toBe(400);
      await res.arrayBuffer();
    }
    expect(
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM listings WHERE posted_by_id = ?")
          .bind(user.id)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
  });
});

describe("admin filters (queries, not forms): hostile values are no 5xx", () => {
  const QUERIES = [
    "page=__proto__",
    "page=constructor",
    "page=%E0%A4",
    "page=99999999999999999999",
    "page=-1",
    "page=1&page=2",
    `q=${"x".repeat(10_000)}`,
    "status=constructor&type=__proto__",
    "__proto__[polluted]=1&constructor.prototype.polluted=1",
    "action=__proto__&targetType=constructor",
  ];
  it.each(["/admin/audit", "/admin/listings", "/admin/users"])("%s", async (path) => {
    const { cookie } = await as("superadmin");
    const answers: string[] = [];
    for (const query of QUERIES) {
      const res = await get(`${path}?${query}`, { cookie });
      if (res.status >= 500) answers.push(`${query.slice(0, 60)}: ${res.status}`);
      await res.arrayBuffer();
    }
    expect(answers).toEqual([]);
  });
});
