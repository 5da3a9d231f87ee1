import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import { AuthCard, PendingFavouriteNote } from "~/components/auth/auth-ui";
import { Field, FormAlert, PasswordField, SelectField, StatusButton, useSchemaForm } from "~/components/forms";
import { SIGNUP_ERRORS, TOO_MANY_EMAILS, catalogueMessage } from "~/domain/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import { signupSchema } from "~/schemas/auth";
import { SIGNUP_ROLE_OPTIONS } from "~/schemas/options";
import { signUp } from "~/server/accounts/accounts.server";
import { getDb } from "~/server/platform/context.server";
import { completePendingRequests } from "~/server/accounts/pending-requests.server";
import { pendingFavouriteTitle } from "~/server/listings/favourites.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { requireAnonymous } from "~/server/accounts/permissions.server";
import { createUserSession } from "~/server/accounts/session.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    error: catalogueMessage(SIGNUP_ERRORS, url.searchParams.get("error")),
    pendingFavourite: await pendingFavouriteTitle(getDb(context), request),
    messages: messagesOf(request, ["auth"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidForm(submission.reply({ hideFields }));

  const { email, phone, password, role, redirectTo } = submission.value;
  const result = await signUp(request, context, { email, phone, password, role });
  if (!result.ok) {
    const message = result.code === "TooManyEmails" ? TOO_MANY_EMAILS : SIGNUP_ERRORS[result.code];
    return invalidForm(submission.reply({ formErrors: [message], hideFields }), {
      status: result.code === "TooManyEmails" ? 429 : 400,
    });
  }

  // Signed in straight away: an unverified user may browse and favourite; the prompt to verify
  // (with the resend button) comes next, then `redirectTo`.
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(request, context, result.user.id));
  for (const line of await completePendingRequests(request, context, result.user.id)) {
    headers.append("Set-Cookie", line);
  }
  const next = safeRedirect(redirectTo);
  return redirect(`/verify-email?sent=1${next !== "/" ? `&redirectTo=${encodeURIComponent(next)}` : ""}`, {
    headers,
  });
}

export default function Signup() {
  const { redirectTo, error, pendingFavourite } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(signupSchema, { id: "signup", lastResult, defaultValue: { role: "buyer" } });
  const t = useMessages("auth");
  const roleOptions = SIGNUP_ROLE_OPTIONS.map((o) => ({ ...o, label: t.roles[o.value] }));
  const loginHref = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login";

  return (
    <AuthCard title={t.signup.title} subtitle={t.signup.subtitle}>
      <FormAlert id={form.errorId} messages={form.errors ?? (lastResult ? null : [error])} />
      <PendingFavouriteNote title={pendingFavourite} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field meta={fields.email} type="email" label={t.fields.email} autoComplete="email" />
          <Field
            meta={fields.phone}
            type="tel"
            label={t.fields.phoneOptional}
            autoComplete="tel"
            placeholder="+91 98765 43210"
          />
          <PasswordField meta={fields.password} label={t.fields.password} autoComplete="new-password" />
          <PasswordField meta={fields.confirmPassword} label={t.fields.confirmPassword} autoComplete="new-password" />
          <SelectField meta={fields.role} label={t.fields.accountType} options={roleOptions} />
          <StatusButton fullWidth>{t.signup.submit}</StatusButton>
        </Flex>
      </Form>
      <Text size="2" align="center">
        {t.signup.haveAccount}{" "}
        <Link asChild>
          <RemixLink to={loginHref}>{t.signup.login}</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.messages.auth.meta.signup }] : [];
