import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData } from "@remix-run/react";
import { Button, Flex, Link, Separator, Text } from "@radix-ui/themes";
import { AuthCard, PendingFavouriteNote } from "~/components/auth/auth-ui";
import { Field, FormAlert, PasswordField, StatusButton, useSchemaForm } from "~/components/forms";
import { LOGIN_ERRORS, catalogueMessage, tooManyAttemptsMessage } from "~/domain/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import { loginSchema } from "~/schemas/auth";
import { attemptSignIn } from "~/server/accounts/sign-in.server";
import { getDb } from "~/server/platform/context.server";
import { completePendingRequests } from "~/server/accounts/pending-requests.server";
import { pendingFavouriteTitle } from "~/server/listings/favourites.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { requireAnonymous } from "~/server/accounts/permissions.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  await requireAnonymous(request, context, redirectTo || "/");
  return {
    redirectTo,
    error: catalogueMessage(LOGIN_ERRORS, url.searchParams.get("error")),
    pendingFavourite: await pendingFavouriteTitle(getDb(context), request),
    messages: messagesOf(request, ["auth"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: loginSchema });
  if (submission.status !== "success") return invalidForm(submission.reply({ hideFields: ["password"] }));

  const { email, password, redirectTo } = submission.value;
  const outcome = await attemptSignIn(context, request, email, password);
  if (!outcome.ok) {
    const message =
      outcome.code === "TooManyAttempts" ? tooManyAttemptsMessage(outcome.retryAfterMs) : LOGIN_ERRORS[outcome.code];
    return invalidForm(submission.reply({ formErrors: [message], hideFields: ["password"] }));
  }
  for (const line of await completePendingRequests(request, context, outcome.user.id)) {
    outcome.headers.append("Set-Cookie", line);
  }
  return redirect(safeRedirect(redirectTo), { headers: outcome.headers });
}

export default function Login() {
  const { redirectTo, error, pendingFavourite } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(loginSchema, { id: "login", lastResult });
  const t = useMessages("auth");
  const social = (provider: "google" | "facebook") =>
    `/api/auth/${provider}/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  const signupHref = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup";

  return (
    <AuthCard title={t.login.title} subtitle={t.login.subtitle}>
      <FormAlert id={form.errorId} messages={form.errors ?? (lastResult ? null : [error])} />
      <PendingFavouriteNote title={pendingFavourite} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field meta={fields.email} type="email" label={t.fields.email} autoComplete="email" />
          <PasswordField meta={fields.password} label={t.fields.password} autoComplete="current-password" />
          <Flex justify="end">
            <Link asChild size="2">
              <RemixLink to="/forgot-password">{t.login.forgot}</RemixLink>
            </Link>
          </Flex>
          <StatusButton fullWidth>{t.login.submit}</StatusButton>
        </Flex>
      </Form>
      <Flex align="center" gap="3">
        <Separator size="4" />
        <Text size="1" color="gray">
          {t.login.or}
        </Text>
        <Separator size="4" />
      </Flex>
      <Flex direction="column" gap="2">
        <Button asChild variant="outline" size="3">
          <a href={social("google")}>{t.login.google}</a>
        </Button>
        <Button asChild variant="outline" size="3">
          <a href={social("facebook")}>{t.login.facebook}</a>
        </Button>
      </Flex>
      <Text size="2" align="center">
        {t.login.newHere}{" "}
        <Link asChild>
          <RemixLink to={signupHref}>{t.login.create}</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const words = data?.messages.auth.meta;
  return words ? [{ title: words.login }, { name: "description", content: words.loginDescription }] : [];
};
