// AI identities: OpenAI-compatible providers an admin configures at /admin
// (docs/product.md#ai-search). The API key is stored encrypted (AES-GCM under a key derived
// from APP_SECRET with HKDF) and never leaves the server: pages get its last four characters.
// At most one identity is in use; turning one on turns the others off in the same batch.
// Creating, editing and deleting one writes its audit row in the same batch (docs/product.md#admin).
// A key is bound to the origin of the URL it was saved with (docs/product.md#ai-identities-manager):
// the origin is the AES-GCM additional data, so the key decrypts only for that origin, and a URL
// moved to another host without the key entered again can never carry the old key there.
import { and, desc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import { changedFields } from "~/domain/audit";
import type { IdentityInput } from "~/schemas/identity";
import { type AuditActor, auditInsert } from "../admin/audit.server";
import type { Db } from "../db/client.server";
import { aiIdentities } from "../db/schema.server";
import { type AppEnv, isLoopbackHost } from "../platform/env.server";

/** What a page may see of an identity: everything but the key, of which only the last four. */
export type IdentityView = {
  id: number;
  name: string;
  url: string;
  models: string[];
  selectedModel: string;
  inUse: boolean;
  /** The key's last four characters, or null when it cannot be read (APP_SECRET changed). */
  keyLast4: string | null;
};

/** The identity in use, ready to call (server only). */
export type ActiveIdentity = { id: number; url: string; apiKey: string; model: string };

/** The origin ("https://host:port") of an identity URL, or null when it is not a URL. */
export function urlOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where a key may be sent: https only; local and test runs may also use http to a loopback
 * address (a provider on this machine). Checked on save and again before every call.
 */
export function identityUrlAllowed(url: string, appEnv: AppEnv): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "https:") return true;
  return parsed.protocol === "http:" && appEnv !== "production" && isLoopbackHost(parsed.hostname);
}

/** The AES-GCM additional data binding a key to the origin it was saved for. */
function originData(url: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`origin:${urlOrigin(url) ?? ""}`);
}

const HKDF_SALT = "coimbatore-property/ai-identities";
const HKDF_INFO = "api-key/aes-gcm/v1";

// One derived key per secret per isolate: HKDF is cheap, but there is no reason to repeat it.
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const encoder = new TextEncoder();
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode(HKDF_SALT), info: encoder.encode(HKDF_INFO) },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** "<iv b64>.<ciphertext b64>", a fresh 96-bit IV each time, bound to the origin of `url`. */
export async function encryptApiKey(secret: string, apiKey: string, url: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: originData(url) },
    await keyFor(secret),
    new TextEncoder().encode(apiKey),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/**
 * The key, or null when it cannot be decrypted: another APP_SECRET, a damaged value, or a `url`
 * whose origin is not the one the key was saved for (keys saved before the binding too).
 */
export async function decryptApiKey(secret: string, stored: string, url: string): Promise<string | null> {
  const [iv, sealed] = stored.split(".");
  if (!iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: originData(url) },
      await keyFor(secret),
      fromBase64(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

type Row = typeof aiIdentities.$inferSelect;

async function toView(secret: string, row: Row): Promise<IdentityView> {
  const key = await decryptApiKey(secret, row.apiKeyEncrypted, row.url);
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    models: row.models,
    selectedModel: row.selectedModel,
    inUse: row.inUse,
    keyLast4: key === null ? null : key.slice(-4),
  };
}

/** Every identity, newest first, without keys. */
export async function listIdentities(db: Db, secret: string): Promise<IdentityView[]> {
  const rows = await db.select().from(aiIdentities).orderBy(desc(aiIdentities.id));
  return Promise.all(rows.map((row) => toView(secret, row)));
}

export async function getIdentity(db: Db, secret: string, id: number): Promise<IdentityView | null> {
  const row = await db.select().from(aiIdentities).where(eq(aiIdentities.id, id)).get();
  return row ? toView(secret, row) : null;
}

/** What an identity's audit row records of it: never the key (an edit says only that it changed). */
function audited(row: Pick<Row, "name" | "url" | "models" | "selectedModel" | "inUse">) {
  return { name: row.name, url: row.url, models: row.models, selectedModel: row.selectedModel, inUse: row.inUse };
}

/** True while the identity exists, evaluated as the batch runs. */
function stillThere(id: number) {
  return sql`exists (select 1 from ${aiIdentities} where ${aiIdentities.id} = ${id})`;
}

/** True while an identity other than `exceptId` has this name, in any case, evaluated in SQL. */
function nameTaken(name: string, exceptId?: number) {
  const others = exceptId === undefined ? sql`` : sql` and ${aiIdentities.id} <> ${exceptId}`;
  return sql`exists (select 1 from ${aiIdentities} where lower(${aiIdentities.name}) = lower(${name})${others})`;
}

/**
 * Creates an identity (the schema has checked it; `apiKey` is required here). Returns its id, or
 * "duplicate" when an identity already has this name in any case (docs/product.md#ai-identities-manager):
 * the insert is conditional in SQL, so two posts of one form (a double click) make one identity.
 */
export async function createIdentity(
  db: Db,
  secret: string,
  actor: AuditActor,
  input: IdentityInput,
): Promise<number | "duplicate"> {
  if (!input.apiKey) throw new Error("createIdentity needs an API key");
  const values = {
    name: input.name,
    url: input.url,
    apiKeyEncrypted: await encryptApiKey(secret, input.apiKey, input.url),
    models: input.models,
    selectedModel: input.selectedModel ?? input.models[0] ?? "",
    inUse: input.inUse,
  };
  // INSERT ... SELECT <the values> WHERE the name is free: every column, in the table's order.
  const row: Record<keyof typeof aiIdentities.$inferInsert, SQL> = {
    id: sql`null`,
    name: sql`${values.name}`,
    url: sql`${values.url}`,
    apiKeyEncrypted: sql`${values.apiKeyEncrypted}`,
    models: sql`${JSON.stringify(values.models)}`,
    selectedModel: sql`${values.selectedModel}`,
    inUse: sql`${values.inUse ? 1 : 0}`,
    createdAt: sql`(unixepoch('subsec') * 1000)`,
  };
  const columns = Object.keys(getTableColumns(aiIdentities)) as (keyof typeof row)[];
  const insert = db
    .insert(aiIdentities)
    .select(
      sql`select ${sql.join(
        columns.map((key) => row[key]),
        sql`, `,
      )} where not ${nameTaken(values.name)}`,
    )
    .returning({ id: aiIdentities.id });
  // The new id is unknown until the insert: the audit row, next in the batch, takes it from
  // SQLite, and is written only when the insert was (changes() counts the statement before).
  const audit = auditInsert(
    db,
    actor,
    {
      action: "ai_identity.create",
      targetType: "ai_identity",
      targetId: sql`last_insert_rowid()`,
      after: audited(values),
    },
    sql`changes() = 1`,
  );
  let inserted: { id: number }[];
  if (input.inUse) {
    const othersOff = db
      .update(aiIdentities)
      .set({ inUse: false })
      .where(sql`not ${nameTaken(values.name)}`);
    [, inserted] = await db.batch([othersOff, insert, audit]);
  } else [inserted] = await db.batch([insert, audit]);
  return inserted[0]?.id ?? "duplicate";
}

export type UpdateOutcome = "updated" | "missing" | "key-required" | "duplicate";

/**
 * Updates an identity; an empty `apiKey` keeps the stored one, but only while the URL keeps its
 * origin: a URL moved to another scheme, host or port needs the key again ("key-required",
 * nothing saved). "missing" when it does not exist; "duplicate" when another identity has the
 * new name. Turning it on turns every other identity
 * off in the same batch.
 */
export async function updateIdentity(
  db: Db,
  secret: string,
  actor: AuditActor,
  id: number,
  input: IdentityInput,
): Promise<UpdateOutcome> {
  const row = await db.select().from(aiIdentities).where(eq(aiIdentities.id, id)).get();
  if (!row) return "missing";
  const [taken] = await db.all<{ taken: number }>(sql`select ${nameTaken(input.name, id)} as taken`);
  if (taken?.taken) return "duplicate";
  if (!input.apiKey && urlOrigin(input.url) !== urlOrigin(row.url)) return "key-required";
  const values = {
    name: input.name,
    url: input.url,
    models: input.models,
    selectedModel: input.selectedModel ?? input.models[0] ?? "",
    inUse: input.inUse,
    ...(input.apiKey ? { apiKeyEncrypted: await encryptApiKey(secret, input.apiKey, input.url) } : {}),
  };
  const { before, after } = changedFields(audited(row), audited(values));
  if (input.apiKey) after.apiKey = "changed";
  const update = db.update(aiIdentities).set(values).where(eq(aiIdentities.id, id)).returning({ id: aiIdentities.id });
  // Read first for the before values; the row is also conditional in SQL, so a delete landing
  // between the read and the batch leaves neither the change nor its row.
  const audit = auditInsert(
    db,
    actor,
    { action: "ai_identity.edit", targetType: "ai_identity", targetId: id, before, after },
    stillThere(id),
  );
  // Another admin's URL change landing between the read and this batch cannot walk the key out
  // either: it stays sealed to the origin it was saved for and no longer decrypts.
  if (!input.inUse) {
    const [updated] = await db.batch([update, audit]);
    return updated.length > 0 ? "updated" : "missing";
  }
  // Others go off only if this one exists (a stale form for a deleted identity changes nothing).
  const [, updated] = await db.batch([
    db
      .update(aiIdentities)
      .set({ inUse: false })
      .where(and(ne(aiIdentities.id, id), stillThere(id))),
    update,
    audit,
  ]);
  return updated.length > 0 ? "updated" : "missing";
}

/** Deletes an identity; false when it did not exist. */
export async function deleteIdentity(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  const row = await db.select().from(aiIdentities).where(eq(aiIdentities.id, id)).get();
  if (!row) return false;
  // The audit row goes first, written only while the identity is still there to be deleted.
  const [, deleted] = await db.batch([
    auditInsert(
      db,
      actor,
      { action: "ai_identity.delete", targetType: "ai_identity", targetId: id, before: audited(row) },
      stillThere(id),
    ),
    db.delete(aiIdentities).where(eq(aiIdentities.id, id)).returning({ id: aiIdentities.id }),
  ]);
  return deleted.length > 0;
}

/**
 * The key of `row`, only for a URL it may be sent to: the origin it was saved for (the
 * decryption checks it) and a scheme this run allows. Null otherwise.
 */
async function keyToSend(secret: string, appEnv: AppEnv, row: Row): Promise<string | null> {
  if (!identityUrlAllowed(row.url, appEnv)) return null;
  return decryptApiKey(secret, row.apiKeyEncrypted, row.url);
}

/** The identity in use with its key, when there is one whose key can be read and sent. */
export async function activeIdentity(db: Db, secret: string, appEnv: AppEnv): Promise<ActiveIdentity | null> {
  const row = await db.select().from(aiIdentities).where(eq(aiIdentities.inUse, true)).limit(1).get();
  if (!row?.selectedModel) return null;
  const apiKey = await keyToSend(secret, appEnv, row);
  return apiKey ? { id: row.id, url: row.url, apiKey, model: row.selectedModel } : null;
}

/** One identity with its key, for the Test button (null: no such identity, or no key to send). */
export async function identityForTest(
  db: Db,
  secret: string,
  appEnv: AppEnv,
  id: number,
): Promise<ActiveIdentity | null> {
  const row = await db.select().from(aiIdentities).where(eq(aiIdentities.id, id)).get();
  if (!row) return null;
  const apiKey = await keyToSend(secret, appEnv, row);
  return apiKey ? { id: row.id, url: row.url, apiKey, model: row.selectedModel || row.models[0] || "" } : null;
}
