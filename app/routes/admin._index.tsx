// /admin: the AI identities manager (docs/product.md#ai-search), admins and superadmins only
// (others go to /login). List, create, edit (?edit=<id>), delete and test identities; API keys
// are never sent to the browser. Intents: the identity form itself (save, and Conform's list
// intents for the models), "add-model" (adding a model without JavaScript), "test", "delete".
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { AiBudget } from "~/components/admin/ai-budget";
import { adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { IdentityForm } from "~/components/admin/identity-form";
import { IdentityList } from "~/components/admin/identity-list";
// Row ids arrive as text like listing ids do: one parser for both.
import { parseListingId as parseId } from "~/domain/listing-id";
import { fill } from "~/messages/messages";
import { IDENTITY_MESSAGES, identityFormValue, identityRowActionSchema, identitySchema } from "~/schemas/identity";
import {
  createIdentity,
  deleteIdentity,
  getIdentity,
  identityUrlAllowed,
  listIdentities,
  updateIdentity,
} from "~/server/ai-search/identities.server";
import { modelCallsToday } from "~/server/ai-search/budget.server";
import { testIdentity } from "~/server/ai-search/identity-test.server";
import { getConfig, getDb } from "~/server/platform/context.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";
import { adminMessages, budgetLine } from "~/server/admin/messages.server";
import { redirectWithToast } from "~/server/http/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context);
  const secret = getConfig(context).appSecret;
  const editParam = new URL(request.url).searchParams.get("edit");
  let editing = null;
  if (editParam !== null) {
    const id = parseId(editParam);
    editing = id === null ? null : await getIdentity(db, secret, id);
    // An identity that cannot be loaded goes to the not-found page (docs/product.md#ai-search).
    if (!editing) throw notFound();
  }
  const [identities, budget] = await Promise.all([listIdentities(db, secret), modelCallsToday(db, Date.now())]);
  return { messages: adminMessages(request), identities, editing, budget: budgetLine(request, budget) };
}

/** Adding a model without JavaScript: the typed name becomes Conform's insert intent. */
function addModelIntent(formData: FormData): void {
  const name = String(formData.get("newModel") ?? "").trim();
  formData.delete("newModel");
  formData.delete("intent");
  // Empty input is not added: the form comes back as it was.
  const intent = name
    ? { type: "insert", payload: { name: "models", defaultValue: name } }
    : { type: "validate", payload: { name: "models" } };
  formData.set("__intent__", JSON.stringify(intent));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const db = getDb(context);
  const { appSecret: secret, appEnv } = getConfig(context);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "delete" || intent === "test") {
    const row = parseForm(formData, { schema: identityRowActionSchema });
    const id = row.status === "success" ? row.value.id : null;
    if (intent === "test") {
      return {
        test: id === null ? { id: 0, ok: false as const, error: "Unknown identity" } : await testIdentity(context, id),
      };
    }
    const deleted = id !== null && (await deleteIdentity(db, admin, id).catch(() => false));
    return deleted
      ? redirectWithToast(context, "/admin", "success", IDENTITY_MESSAGES.deleted)
      : redirectWithToast(context, "/admin", "error", IDENTITY_MESSAGES.deleteFailed);
  }

  if (intent === "add-model") addModelIntent(formData);
  const submission = parseForm(formData, { schema: identitySchema });
  // The key the admin typed is not sent back to redisplay a refused form; malformed field
  // names (`models[0].x`) are not sent back either, or the page could not render them.
  const reply = (options: Parameters<typeof submission.reply>[0] = {}, keepKey = false) => {
    const result = submission.reply({ ...options, hideFields: keepKey ? [] : ["apiKey"] });
    return { ...result, initialValue: identityFormValue(result.initialValue) };
  };
  // From the post itself: an unreadable form has no payload, but is still an edit or a create.
  const editingId = formData.get("id");
  const editing = typeof editingId === "string" && editingId !== "";
  const failed = editing ? IDENTITY_MESSAGES.updateFailed : IDENTITY_MESSAGES.createFailed;
  // A list intent (add or remove a model: without JavaScript only) answers with the changed form,
  // not an error, and with the key typed, so a step of filling it in does not blank it. Only this
  // answer to this POST carries it, never stored (decision 0028).
  if (submission.status === undefined) {
    return data({ result: reply({}, true) }, { headers: { "Cache-Control": "private, no-store" } });
  }
  if (submission.status !== "success") return invalidForm(reply({ formErrors: [failed] }));

  const value = submission.value;
  // Keys travel over https only (loopback http in local and test runs): docs/product.md#ai-identities-manager.
  if (!identityUrlAllowed(value.url, appEnv)) {
    return invalidForm(reply({ fieldErrors: { url: [IDENTITY_MESSAGES.urlHttps] }, formErrors: [failed] }));
  }
  try {
    // One name, one identity (docs/product.md#ai-identities-manager): a second post of the same
    // form, or a name already in the list, is refused.
    const duplicate = () =>
      invalidForm(reply({ fieldErrors: { name: [IDENTITY_MESSAGES.duplicateName] }, formErrors: [failed] }));
    if (value.id === undefined) {
      const created = await createIdentity(db, secret, admin, value);
      if (created === "duplicate") return duplicate();
      return redirectWithToast(context, "/admin", "success", IDENTITY_MESSAGES.created);
    }
    const outcome = await updateIdentity(db, secret, admin, value.id, value);
    if (outcome === "updated") return redirectWithToast(context, "/admin", "success", IDENTITY_MESSAGES.updated);
    if (outcome === "duplicate") return duplicate();
    if (outcome === "key-required") {
      return invalidForm(reply({ fieldErrors: { apiKey: [IDENTITY_MESSAGES.apiKeyForNewUrl] }, formErrors: [failed] }));
    }
  } catch (error) {
    console.error("[admin] identity save failed:", error instanceof Error ? error.message : error);
  }
  return invalidForm(reply({ formErrors: [failed] }));
}

export default function AdminPage() {
  const { identities, editing, budget } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const test = actionData && "test" in actionData ? actionData.test : undefined;
  const t = useAdminWords().ai;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-page">
      <AdminNav />
      <Heading as="h1" size="7" mb="2">
        {t.title}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {t.intro}
      </Text>
      <AiBudget line={budget} />
      <IdentityList identities={identities} editingId={editing?.id ?? null} test={test} />
      <Card size={{ initial: "2", sm: "3" }} mt="5" className="admin-identity-card">
        <Flex justify="between" align="baseline" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="5" id="identity-form-title">
            {editing ? fill(t.editName, { name: editing.name }) : t.new}
          </Heading>
          {editing ? (
            <RadixLink asChild size="2">
              <Link to="/admin">{t.cancelEditing}</Link>
            </RadixLink>
          ) : null}
        </Flex>
        {/* A new form after each create: keyed on the newest identity, which a create changes,
            so its fields and models start empty (a second click would be a duplicate). */}
        <IdentityForm
          key={editing ? `edit-${editing.id}` : `new-after-${identities[0]?.id ?? 0}`}
          identity={editing}
          lastResult={lastResult}
        />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.ai.title, "AI identities | Admin");
