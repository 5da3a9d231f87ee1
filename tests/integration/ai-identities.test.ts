// /admin, the AI identities manager, in workerd: who may open it, create/edit/delete with the
// spec's messages, the API key encrypted at rest and never in any response (HTML, loader data,
// .data, refused-form replies), at most one identity in use, models added and removed without
// JavaScript, the Test button, AI search asking the identity in use, and the audit row each
// create, edit and delete writes (docs/product.md#admin).
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEV_APP_SECRET } from "~/server/platform/env.server";
import { decryptApiKey } from "~/server/ai-search/identities.server";
import { auditInsert } from "~/server/admin/audit.server";
import { aiIdentities } from "~/server/db/schema.server";
import { auditRows, db, insertUser, type UserRow, unique } from "../helpers/db";
import { PRODUCTION_ENV, PRODUCTION_ORIGIN } from "../helpers/env";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";
import { AI_IDENTITY, aiMock } from "../mocks/ai";
import { fetchMock } from "../mocks/fetch";

type Row = { id: number; name: string; url: string; api_key_encrypted: string; models: string; in_use: number };

let adminUser: UserRow;
let admin: string;
let superadmin: string;
let buyer: string;
let seller: string;

beforeAll(async () => {
  adminUser = await insertUser({ role: "admin" });
  admin = await signInAs(adminUser.id);
  superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
  buyer = await signInAs((await insertUser({ role: "buyer" })).id);
  seller = await signInAs((await insertUser({ role: "seller" })).id);
});
beforeEach(() => aiMock.install());
afterEach(() => fetchMock.reset());

async function rowByName(name: string): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM ai_identities WHERE name = ?").bind(name).first<Row>();
}

function identityFields(overrides: Record<string, string | string[]> = {}) {
  return {
    name: unique("Provider "),
    url: AI_IDENTITY.url,
    apiKey: AI_IDENTITY.apiKey,
    "models[0]": AI_IDENTITY.model,
    "models[1]": "test-model-large",
    selectedModel: AI_IDENTITY.model,
    ...overrides,
  };
}

async function create(overrides: Record<string, string | string[]> = {}, cookie = admin) {
  const fields = identityFields(overrides);
  const res = await postForm("/admin?index", fields, { cookie });
  return { res, name: String(fields.name) };
}

/** Everything a browser can get from /admin: the page, and its loader data (single fetch). */
async function everythingVisible(cookie: string): Promise<string> {
  const page = await get("/admin", { cookie });
  const data = await get("/admin.data?_routes=routes%2Fadmin._index", { cookie });
  expect(page.status).toBe(200);
  expect(data.status).toBe(200);
  return `${await page.text()}\n${await data.text()}`;
}

describe("who may open /admin", () => {
  it("visitors, buyers and sellers are sent to /login; admins and superadmins see the manager", async () => {
    const visitor = await get("/admin");
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toMatch(/^\/login/);
    for (const cookie of [buyer, seller]) {
      const res = await get("/admin", { cookie });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/login");
    }
    for (const cookie of [admin, superadmin]) {
      const res = await get("/admin", { cookie });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("AI identities");
    }
  });

  it("a buyer's POST changes nothing", async () => {
    const { res, name } = await create({}, buyer);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/login");
    expect(await rowByName(name)).toBeNull();
  });
});

describe("create", () => {
  it("stores the identity with its key encrypted, and never shows the key", async () => {
    const { res, name } = await create({ inUse: "on" }, superadmin);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/admin");
    expect(toastOf(res)).toEqual(
      expect.objectContaining({ kind: "success", message: "Identity created successfully" }),
    );

    const row = await rowByName(name);
    expect(row).not.toBeNull();
    expect(row?.api_key_encrypted).not.toContain(AI_IDENTITY.apiKey);
    expect(row?.api_key_encrypted).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(await decryptApiKey(DEV_APP_SECRET, row?.api_key_encrypted ?? "", AI_IDENTITY.url)).toBe(AI_IDENTITY.apiKey);
    expect(JSON.parse(row?.models ?? "[]")).toEqual([AI_IDENTITY.model, "test-model-large"]);

    const visible = await everythingVisible(admin);
    expect(visible).toContain(name);
    expect(visible).toContain("•••• 9f3a");
    expect(visible).not.toContain(AI_IDENTITY.apiKey);
    expect(visible).not.toContain("SECRET");
    expect(visible).not.toContain(row?.api_key_encrypted.split(".")[1]);
  });

  it("refuses bad input with the field messages and 'Failed to create identity', without echoing the key", async () => {
    const res = await postForm(
      "/admin?index",
      identityFields({ name: "x", url: "not a url", "models[1]": "", selectedModel: "other" }),
      { cookie: admin },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "Name must be between 2 and 50 characters",
      "Please enter a valid URL",
      "Please choose one of the models",
      "Failed to create identity",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).not.toContain(AI_IDENTITY.apiKey);

    const noKey = await postForm("/admin?index", identityFields({ apiKey: "" }), { cookie: admin });
    expect(noKey.status).toBe(400);
    expect(await noKey.text()).toContain("Please enter the API key");
    const tooShort = await postForm("/admin?index", identityFields({ apiKey: "k" }), { cookie: admin });
    expect(await tooShort.text()).toContain("API key must be between 2 and 500 characters");
  });

  it("adds a model without JavaScript; empty input is not added; Remove takes one out", async () => {
    const base = { name: "Adding models", url: AI_IDENTITY.url, "models[0]": "first-model" };
    const added = await postForm(
      "/admin?index",
      { ...base, intent: "add-model", newModel: "  second-model " },
      {
        cookie: admin,
      },
    );
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toMatch(/name="models\[0\]"[^>]*value="first-model"|value="first-model"[^>]*name="models\[0\]"/);
    expect(html).toMatch(/name="models\[1\]"[^>]*value="second-model"|value="second-model"[^>]*name="models\[1\]"/);
    // Nothing was saved, and the refused-or-not form never carries errors for untouched fields.
    expect(await rowByName("Adding models")).toBeNull();

    const empty = await postForm("/admin?index", { ...base, intent: "add-model", newModel: "   " }, { cookie: admin });
    expect(await empty.text()).not.toContain('name="models[1]"');

    const removed = await postForm(
      "/admin?index",
      {
        ...base,
        "models[1]": "second-model",
        __intent__: JSON.stringify({ type: "remove", payload: { name: "models", index: 0 } }),
      },
      { cookie: admin },
    );
    const after = await removed.text();
    expect(after).not.toContain('value="first-model"');
    expect(after).toContain('value="second-model"');
  });
});

describe("one name, one identity; the key typed survives Add model (decision 0028)", () => {
  const count = async (name: string) =>
    (
      await env.DB.prepare("SELECT count(*) AS n FROM ai_identities WHERE lower(name) = lower(?)")
        .bind(name)
        .first<{ n: number }>()
    )?.n;

  it("a create with a name already taken, in any case, is refused beside the name and writes nothing", async () => {
    const { name } = await create();
    const id = (await rowByName(name))?.id;
    const again = await postForm("/admin?index", identityFields({ name: name.toUpperCase(), inUse: "on" }), {
      cookie: admin,
    });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain("An identity with this name already exists");
    expect(html).toContain("Failed to create identity");
    expect(html).not.toContain(AI_IDENTITY.apiKey);
    expect(await count(name)).toBe(1);
    // No audit row for the refused one, and nothing else was turned off by it.
    expect(await auditRows("ai_identity", String(id))).toHaveLength(1);
    const created = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'ai_identity.create' AND instr(after, ?) > 0",
    )
      .bind(name.toUpperCase())
      .first<{ n: number }>();
    expect(created?.n).toBe(0);
  });

  it("two posts of one form at once (a double click) make one identity and one audit row", async () => {
    const fields = identityFields();
    const answers = await Promise.all([1, 2, 3].map(() => postForm("/admin?index", fields, { cookie: admin })));
    expect(answers.map((r) => r.status).sort()).toEqual([302, 400, 400]);
    expect(await count(String(fields.name))).toBe(1);
    const id = (await rowByName(String(fields.name)))?.id;
    expect(await auditRows("ai_identity", String(id))).toHaveLength(1);
  });

  it("a duplicate created in use turns nothing off", async () => {
    const inUse = await create({ inUse: "on" });
    const other = await create();
    const refused = await postForm("/admin?index", identityFields({ name: other.name, inUse: "on" }), {
      cookie: admin,
    });
    expect(refused.status).toBe(400);
    expect((await rowByName(inUse.name))?.in_use).toBe(1);
    // Leave no identity in use for the other files of this worker.
    await env.DB.prepare("UPDATE ai_identities SET in_use = 0").run();
  });

  it("an edit may change the case of its own name, not take another identity's", async () => {
    const first = await create();
    const second = await create();
    const id = String((await rowByName(second.name))?.id);
    const taken = await postForm("/admin?index", identityFields({ id, name: first.name, apiKey: "" }), {
      cookie: admin,
    });
    expect(taken.status).toBe(400);
    const html = await taken.text();
    expect(html).toContain("An identity with this name already exists");
    expect(html).toContain("Failed to update identity");
    expect(await rowByName(second.name)).not.toBeNull();

    const recased = await postForm(
      "/admin?index",
      identityFields({ id, name: second.name.toUpperCase(), apiKey: "" }),
      {
        cookie: admin,
      },
    );
    expect(recased.status).toBe(302);
    expect(await rowByName(second.name.toUpperCase())).not.toBeNull();
  });

  it("without JavaScript, Add model and Remove answer with the key typed, in that answer only, never cached", async () => {
    const typed = "sk-typed-round-trip-7788";
    const base = { name: "Keeps the key", url: AI_IDENTITY.url, apiKey: typed, "models[0]": "first-model" };
    const added = await postForm(
      "/admin?index",
      { ...base, intent: "add-model", newModel: "second-model" },
      {
        cookie: admin,
      },
    );
    expect(added.status).toBe(200);
    expect(added.headers.get("Cache-Control")).toContain("no-store");
    const html = await added.text();
    const keyInput = html.match(/<input[^>]*name="apiKey"[^>]*>/)?.[0] ?? "";
    expect(keyInput).toContain(`value="${typed}"`);
    expect(keyInput).toContain('type="password"');
    expect(keyInput).toMatch(/autocomplete="new-password"/i);
    // The key's own field, and the same answer's data for hydrating the form: nowhere else.
    expect(html.split(typed).length).toBeLessThanOrEqual(3);

    const removed = await postForm(
      "/admin?index",
      {
        ...base,
        "models[1]": "second-model",
        __intent__: JSON.stringify({ type: "remove", payload: { name: "models", index: 0 } }),
      },
      { cookie: admin },
    );
    expect(await removed.text()).toContain(`value="${typed}"`);

    // Never stored, never in a page or its data afterwards; a refused save still drops it.
    expect(await rowByName("Keeps the key")).toBeNull();
    expect(await everythingVisible(admin)).not.toContain(typed);
    const refused = await postForm("/admin?index", { ...base, selectedModel: "none" }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain(typed);
  });
});

describe("in use", () => {
  it("at most one identity is in use: turning one on turns the others off", async () => {
    const a = await create({ inUse: "on" });
    const b = await create({ inUse: "on" });
    expect((await rowByName(a.name))?.in_use).toBe(0);
    expect((await rowByName(b.name))?.in_use).toBe(1);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_identities WHERE in_use = 1").first<{
      n: number;
    }>();
    expect(count?.n).toBe(1);

    // Editing A to be in use turns B off.
    const rowA = await rowByName(a.name);
    const res = await postForm(
      "/admin?index",
      identityFields({ id: String(rowA?.id), name: a.name, apiKey: "", inUse: "on" }),
      { cookie: admin },
    );
    expect(toastOf(res)?.message).toBe("Identity updated successfully");
    expect((await rowByName(a.name))?.in_use).toBe(1);
    expect((await rowByName(b.name))?.in_use).toBe(0);
  });

  it("AI search asks the identity in use (its model, its key) for the leftover words", async () => {
    await create({ inUse: "on" });
    const res = await postForm("/ai-search", { input: `villa near the airport ${unique("zz").replace(/\d/g, "")}` });
    expect(res.status).toBe(303);
    expect(new URL(location(res), "http://localhost").searchParams.get("location")).toBe("Peelamedu");
    expect(aiMock.calls).toHaveLength(1);
    expect(aiMock.calls[0]).toEqual(expect.objectContaining({ via: "endpoint", model: AI_IDENTITY.model }));
  });
});

describe("edit", () => {
  it("an empty key keeps the stored one; a new key replaces it; the form never shows it", async () => {
    const { name } = await create();
    const row = await rowByName(name);
    const id = String(row?.id);

    const page = await get(`/admin?edit=${id}`, { cookie: admin });
    const html = await page.text();
    expect(html).toContain(`Edit ${name}`);
    expect(html).toContain("The stored key ends in 9f3a");
    expect(html).not.toContain(AI_IDENTITY.apiKey);

    const renamed = `${name} renamed`;
    const res = await postForm("/admin?index", identityFields({ id, name: renamed, apiKey: "" }), { cookie: admin });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toEqual(
      expect.objectContaining({ kind: "success", message: "Identity updated successfully" }),
    );
    const kept = await rowByName(renamed);
    expect(await decryptApiKey(DEV_APP_SECRET, kept?.api_key_encrypted ?? "", AI_IDENTITY.url)).toBe(
      AI_IDENTITY.apiKey,
    );

    await postForm("/admin?index", identityFields({ id, name: renamed, apiKey: "sk-new-key-7777" }), { cookie: admin });
    const replaced = await rowByName(renamed);
    expect(await decryptApiKey(DEV_APP_SECRET, replaced?.api_key_encrypted ?? "", AI_IDENTITY.url)).toBe(
      "sk-new-key-7777",
    );
  });

  it("an unknown identity: the edit page is not found, and saving says 'Failed to update identity'", async () => {
    expect((await get("/admin?edit=999999", { cookie: admin })).status).toBe(404);
    const res = await postForm("/admin?index", identityFields({ id: "999999", apiKey: "" }), { cookie: admin });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Failed to update identity");
  });
});

describe("delete", () => {
  it("deletes with a success toast; an unknown one says 'Something went wrong, Please try again'", async () => {
    const { name } = await create();
    const row = await rowByName(name);
    const res = await postForm("/admin?index", { intent: "delete", id: String(row?.id) }, { cookie: admin });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toEqual(
      expect.objectContaining({ kind: "success", message: "Identity deleted successfully" }),
    );
    expect(await rowByName(name)).toBeNull();

    const again = await postForm("/admin?index", { intent: "delete", id: String(row?.id) }, { cookie: admin });
    expect(toastOf(again)).toEqual(
      expect.objectContaining({ kind: "error", message: "Something went wrong, Please try again" }),
    );
  });
});

describe("Test", () => {
  it("sends one sample query through the identity and shows what it understood", async () => {
    const { name } = await create();
    const row = await rowByName(name);
    aiMock.nextAnswer({ types: ["villa"], locations: ["Saravanampatti"], bhk: 3, maxPrice: 12_000_000 });
    const res = await postForm("/admin?index", { intent: "test", id: String(row?.id) }, { cookie: admin });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Understood: Villa, Saravanampatti, Up to ₹1.2 crore, 3 BHK");
    expect(aiMock.calls).toHaveLength(1);
    expect(aiMock.calls[0]?.user).toContain("saravanampatti");
    expect(html).not.toContain(AI_IDENTITY.apiKey);
  });

  it("shows the error when the provider refuses the key or answers nonsense", async () => {
    const { name } = await create({ apiKey: "sk-wrong-key" });
    const row = await rowByName(name);
    const refused = await postForm("/admin?index", { intent: "test", id: String(row?.id) }, { cookie: admin });
    const html = await refused.text();
    expect(html).toContain("Test failed: The provider answered 401 Unauthorized");
    expect(html).not.toContain("sk-wrong-key");

    const good = await create();
    aiMock.nextAnswer("I think you want a villa!");
    const nonsense = await postForm(
      "/admin?index",
      { intent: "test", id: String((await rowByName(good.name))?.id) },
      { cookie: admin },
    );
    expect(await nonsense.text()).toContain("Test failed: The answer was not valid filters");
  });
});

describe("the audit trail", () => {
  /** The identity's audit rows, with before and after parsed; none of them may hold the key. */
  async function trail(id: number | undefined, ...keys: string[]) {
    const rows = await auditRows("ai_identity", String(id));
    const ciphertext = (
      await env.DB.prepare("SELECT api_key_encrypted FROM ai_identities WHERE id = ?")
        .bind(id)
        .first<{ api_key_encrypted: string }>()
    )?.api_key_encrypted;
    for (const secret of [...keys, ...(ciphertext?.split(".") ?? [])]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
    return rows.map((r) => ({
      ...r,
      before: r.before === null ? null : JSON.parse(r.before),
      after: r.after === null ? null : JSON.parse(r.after),
    }));
  }

  it("create: one row by the admin with what was set (after only), never the key", async () => {
    const off = await create();
    const on = await create({ inUse: "on", apiKey: "sk-created-on-5151" });
    const offId = (await rowByName(off.name))?.id;
    const onId = (await rowByName(on.name))?.id;

    const [created, ...more] = await trail(offId, AI_IDENTITY.apiKey);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      action: "ai_identity.create",
      targetType: "ai_identity",
      targetId: String(offId),
      actorId: adminUser.id,
      actorEmail: adminUser.email,
      before: null,
      reason: null,
    });
    expect(created?.after).toEqual({
      name: off.name,
      url: AI_IDENTITY.url,
      models: [AI_IDENTITY.model, "test-model-large"],
      selectedModel: AI_IDENTITY.model,
      inUse: false,
    });
    // Created in use (the batch that turns the others off): the row names the new identity.
    const onTrail = await trail(onId, "sk-created-on-5151");
    expect(onTrail).toHaveLength(1);
    expect(onTrail[0]?.after).toMatchObject({ name: on.name, inUse: true });
  });

  it("edit: only the fields that changed; a new key only as 'changed'; turning it on shows inUse: true", async () => {
    const { name } = await create();
    const other = await create({ inUse: "on" });
    const id = (await rowByName(name))?.id;
    const otherId = (await rowByName(other.name))?.id;

    const renamed = `${name} renamed`;
    await postForm("/admin?index", identityFields({ id: String(id), name: renamed, apiKey: "" }), { cookie: admin });
    await postForm(
      "/admin?index",
      identityFields({
        id: String(id),
        name: renamed,
        apiKey: "sk-edited-key-8080",
        selectedModel: "test-model-large",
        inUse: "on",
      }),
      { cookie: admin },
    );
    expect((await rowByName(renamed))?.in_use).toBe(1);
    expect((await rowByName(other.name))?.in_use).toBe(0);

    const [, rename, rekey] = await trail(id, AI_IDENTITY.apiKey, "sk-edited-key-8080");
    expect(rename).toMatchObject({ action: "ai_identity.edit", actorEmail: adminUser.email, targetId: String(id) });
    expect(rename?.before).toEqual({ name });
    expect(rename?.after).toEqual({ name: renamed });
    expect(rekey).toMatchObject({ action: "ai_identity.edit", actorEmail: adminUser.email });
    expect(rekey?.before).toEqual({ selectedModel: AI_IDENTITY.model, inUse: false });
    expect(rekey?.after).toEqual({ selectedModel: "test-model-large", inUse: true, apiKey: "changed" });
    // The identity turned off by it writes no row of its own: only its create.
    expect((await trail(otherId)).map((r) => r.action)).toEqual(["ai_identity.create"]);

    // /admin/audit reads them, each linking to the identity's form.
    const page = await (await get("/admin/audit", { cookie: admin })).text();
    expect(page).toContain("AI identity edited");
    expect(page).toContain("apiKey: changed");
    expect(page).toContain(`href="/admin?edit=${id}"`);
    expect(page).not.toContain("sk-edited-key-8080");
  });

  it("delete: one row with the identity as it was (before only), never the key", async () => {
    const { name } = await create({ apiKey: "sk-deleted-key-4242" });
    const id = (await rowByName(name))?.id;
    const ciphertext = (await rowByName(name))?.api_key_encrypted ?? "";
    await postForm("/admin?index", { intent: "delete", id: String(id) }, { cookie: admin });
    expect(await rowByName(name)).toBeNull();

    const rows = await trail(id, "sk-deleted-key-4242", ...ciphertext.split("."));
    expect(rows.map((r) => r.action)).toEqual(["ai_identity.create", "ai_identity.delete"]);
    expect(rows[1]).toMatchObject({ actorId: adminUser.id, actorEmail: adminUser.email, after: null });
    expect(rows[1]?.before).toEqual({
      name,
      url: AI_IDENTITY.url,
      models: [AI_IDENTITY.model, "test-model-large"],
      selectedModel: AI_IDENTITY.model,
      inUse: false,
    });
    const page = await (await get("/admin/audit", { cookie: admin })).text();
    expect(page).toContain("AI identity deleted");
  });

  it("a stale form (the identity already deleted) changes nothing and writes no row", async () => {
    const { name } = await create();
    const id = (await rowByName(name))?.id;
    await postForm("/admin?index", { intent: "delete", id: String(id) }, { cookie: admin });

    const edit = await postForm("/admin?index", identityFields({ id: String(id), inUse: "on" }), { cookie: admin });
    expect(edit.status).toBe(400);
    const again = await postForm("/admin?index", { intent: "delete", id: String(id) }, { cookie: admin });
    expect(toastOf(again)?.kind).toBe("error");
    expect((await trail(id)).map((r) => r.action)).toEqual(["ai_identity.create", "ai_identity.delete"]);

    await postForm("/admin?index", identityFields({ id: "999999", apiKey: "" }), { cookie: admin });
    await postForm("/admin?index", { intent: "delete", id: "999999" }, { cookie: admin });
    expect(await trail(999999)).toEqual([]);
  });

  it("a row conditional on the identity is not written when it goes between the read and the batch", async () => {
    const { name } = await create();
    const id = (await rowByName(name))?.id ?? 0;
    const still = sql`exists (select 1 from ${aiIdentities} where ${aiIdentities.id} = ${id})`;
    const entry = {
      action: "ai_identity.edit",
      targetType: "ai_identity",
      targetId: id,
      after: { name: "x" },
    } as const;
    // The condition holds: the row is written whole, like an unconditional one.
    await db().batch([auditInsert(db(), adminUser, entry, still)]);
    // Another admin's delete lands first, in the same batch here: no row.
    await db().batch([
      db().delete(aiIdentities).where(eq(aiIdentities.id, id)),
      auditInsert(db(), adminUser, entry, still),
    ]);
    const rows = await trail(id);
    expect(rows.map((r) => r.action)).toEqual(["ai_identity.create", "ai_identity.edit"]);
    expect(rows[1]).toMatchObject({
      actorId: adminUser.id,
      actorEmail: adminUser.email,
      before: null,
      after: { name: "x" },
    });
    expect(rows[1]?.createdAt).toBeGreaterThan(0);
  });
});

describe("the key stays with the host it was saved for", () => {
  const EVIL = "https://evil.example";

  async function auditCount(id: number | undefined): Promise<number> {
    return (await auditRows("ai_identity", String(id))).length;
  }

  it("moving the URL to another host without the key is refused with a message, and nothing is saved", async () => {
    const attacker = aiMock.otherHost(EVIL);
    const { name } = await create({ inUse: "on" });
    const row = await rowByName(name);
    const rows = await auditCount(row?.id);
    for (const url of [`${EVIL}/v1`, "https://llm.example:8443/v1", "http://127.0.0.1:9/v1"]) {
      const res = await postForm("/admin?index", identityFields({ id: String(row?.id), name, url, apiKey: "" }), {
        cookie: admin,
      });
      expect(res.status, url).toBe(400);
      const html = await res.text();
      expect(html).toContain("Enter the API key again: the URL now points to another host");
      expect(html).toContain("Failed to update identity");
      expect(html).not.toContain(AI_IDENTITY.apiKey);
    }
    expect(await rowByName(name)).toEqual(row);
    expect(await auditCount(row?.id)).toBe(rows);

    // Test and live search still go to the saved host only.
    await postForm("/admin?index", { intent: "test", id: String(row?.id) }, { cookie: admin });
    await postForm("/ai-search", { input: `villa near the airport ${unique("zz").replace(/\d/g, "")}` });
    expect(attacker.authorizations).toEqual([]);
  });

  it("with the key entered again the URL moves; the audit row shows the URL before and after, never the key", async () => {
    const attacker = aiMock.otherHost(EVIL);
    const { name } = await create();
    const id = (await rowByName(name))?.id;
    const res = await postForm(
      "/admin?index",
      identityFields({ id: String(id), name, url: `${EVIL}/v1`, apiKey: "sk-for-the-new-host-6161" }),
      { cookie: admin },
    );
    expect(toastOf(res)?.message).toBe("Identity updated successfully");
    const moved = await rowByName(name);
    expect(moved?.url).toBe(`${EVIL}/v1`);
    expect(await decryptApiKey(DEV_APP_SECRET, moved?.api_key_encrypted ?? "", `${EVIL}/v1`)).toBe(
      "sk-for-the-new-host-6161",
    );

    const rows = await auditRows("ai_identity", String(id));
    const edit = rows.at(-1);
    expect(edit?.action).toBe("ai_identity.edit");
    expect(JSON.parse(edit?.before ?? "{}")).toEqual({ url: AI_IDENTITY.url });
    expect(JSON.parse(edit?.after ?? "{}")).toEqual({ url: `${EVIL}/v1`, apiKey: "changed" });
    expect(JSON.stringify(rows)).not.toContain(AI_IDENTITY.apiKey);
    expect(JSON.stringify(rows)).not.toContain("sk-for-the-new-host-6161");
    const page = await (await get("/admin/audit", { cookie: admin })).text();
    expect(page).toContain(`url: ${AI_IDENTITY.url} → ${EVIL}/v1`);

    // The new host gets the new key, and only that one.
    await postForm("/admin?index", { intent: "test", id: String(id) }, { cookie: admin });
    expect(attacker.authorizations).toEqual(["Bearer sk-for-the-new-host-6161"]);
  });

  it("a path change on the same host keeps the stored key", async () => {
    const { name } = await create();
    const id = (await rowByName(name))?.id;
    const url = "https://llm.example/v2/";
    const res = await postForm("/admin?index", identityFields({ id: String(id), name, url, apiKey: "" }), {
      cookie: admin,
    });
    expect(toastOf(res)?.message).toBe("Identity updated successfully");
    const row = await rowByName(name);
    expect(row?.url).toBe(url);
    expect(await decryptApiKey(DEV_APP_SECRET, row?.api_key_encrypted ?? "", url)).toBe(AI_IDENTITY.apiKey);
  });

  it("a URL changed behind the form's back (straight in D1) never receives the stored key", async () => {
    const attacker = aiMock.otherHost(EVIL);
    const { name } = await create({ inUse: "on" });
    const id = (await rowByName(name))?.id;
    await env.DB.prepare("UPDATE ai_identities SET url = ? WHERE id = ?").bind(`${EVIL}/v1`, id).run();

    const test = await postForm("/admin?index", { intent: "test", id: String(id) }, { cookie: admin });
    expect(await test.text()).toContain("This identity&#x27;s API key cannot be read: enter it again");
    const search = await postForm("/ai-search", { input: `villa near the airport ${unique("zz").replace(/\d/g, "")}` });
    expect(search.status).toBe(303);
    expect(attacker.authorizations).toEqual([]);
    expect(aiMock.calls.filter((c) => c.via === "endpoint")).toEqual([]);
    // The page says the key must be entered again.
    expect(await (await get(`/admin?edit=${id}`, { cookie: admin })).text()).toContain(
      "The stored key cannot be read any more: enter it again.",
    );
  });

  it("production refuses http URLs (on create and on edit); local and test runs allow http to loopback only", async () => {
    const cookie = await signInAs(adminUser.id);
    const production = { env: PRODUCTION_ENV, origin: PRODUCTION_ORIGIN, cookie };
    const plain = await postForm("/admin?index", identityFields({ url: "http://llm.example/v1" }), production);
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain("The URL must start with https://");
    const loopback = await postForm("/admin?index", identityFields({ url: "http://127.0.0.1:8080/v1" }), production);
    expect(loopback.status).toBe(400);
    const { name } = await create();
    const id = String((await rowByName(name))?.id);
    const edit = await postForm(
      "/admin?index",
      identityFields({ id, name, url: "http://llm.example/v1", apiKey: "sk-plain-http-1212" }),
      production,
    );
    expect(edit.status).toBe(400);
    expect((await rowByName(name))?.url).toBe(AI_IDENTITY.url);

    // This test run (APP_ENV test): http to a loopback provider is fine, to anyone else it is not.
    const local = await create({ url: "http://127.0.0.1:8080/v1" });
    expect(local.res.status).toBe(302);
    const remote = await create({ url: "http://llm.example/v1" });
    expect(remote.res.status).toBe(400);
    expect(await rowByName(remote.name)).toBeNull();
  });

  it("an http identity saved before (or in a local run) is never called in production", async () => {
    const attacker = aiMock.otherHost("http://llm.example");
    const { name } = await create({ url: "http://127.0.0.1:8080/v1" });
    const id = (await rowByName(name))?.id;
    // Stored with its key sealed to that http origin, as an older version would have allowed.
    const { encryptApiKey } = await import("~/server/ai-search/identities.server");
    const sealed = await encryptApiKey(PRODUCTION_ENV.APP_SECRET, AI_IDENTITY.apiKey, "http://llm.example/v1");
    await env.DB.prepare("UPDATE ai_identities SET url = ?, api_key_encrypted = ? WHERE id = ?")
      .bind("http://llm.example/v1", sealed, id)
      .run();
    const cookie = await signInAs(adminUser.id);
    const res = await postForm(
      "/admin?index",
      { intent: "test", id: String(id) },
      { env: PRODUCTION_ENV, origin: PRODUCTION_ORIGIN, cookie },
    );
    expect(res.status).toBe(200);
    expect(attacker.authorizations).toEqual([]);
  });
});

describe("malformed field names on the identity form", () => {
  const count = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_identities").first<{ n: number }>())?.n ?? 0;

  it("answers 400 with the form's message and writes nothing", async () => {
    const { name } = await create();
    const id = String((await rowByName(name))?.id);
    const malformed: Record<string, string>[] = [
      { "models[0].x": "a" },
      { "models[0].x": "a", "models[1]": "b" },
      { "models.x": "a" },
      { "name.x": "a" },
      { "name[0]": "a" },
      { "url.a.b": "a" },
      { "selectedModel[1]": "a" },
      { "inUse.x": "on" },
      { "id.x": "1" },
    ];
    for (const extra of malformed) {
      for (const editing of [false, true]) {
        const fields: Record<string, string> = identityFields(editing ? { id, name, apiKey: "" } : {}) as Record<
          string,
          string
        >;
        // The malformed name replaces the field it shadows.
        for (const key of Object.keys(extra)) {
          const base = key.replace(/[.[].*$/, "");
          for (const k of Object.keys(fields)) if (k === base || k.startsWith(`${base}[`)) delete fields[k];
        }
        const before = await count();
        const row = await rowByName(name);
        const res = await postForm("/admin?index", { ...fields, ...extra }, { cookie: admin });
        const label = `${JSON.stringify(extra)} editing=${editing}`;
        expect(res.status, label).toBe(400);
        const updating = editing && !("id.x" in extra);
        expect(await res.text(), label).toContain(updating ? "Failed to update identity" : "Failed to create identity");
        expect(await count(), label).toBe(before);
        expect(await rowByName(name), label).toEqual(row);
      }
    }
  });
});
