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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  await requireAnonymous(request, context, redirectTo || "/");
  return {
    redirectTo,
    error: catalogueMessage(LOGIN_ERRORS, url.searchParams.get("error")),
    pendingFavourite: await pendingFavouriteTitle(getDb(context), request),
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
  const social = (provider: "google" | "facebook") =>
    `/api/auth/${provider}/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  const signupHref = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup";

  return (
    <AuthCard title="Login" subtitle="Sign in to save favourites, post listings and contact sellers.">
      <FormAlert id={form.errorId} messages={form.errors ?? (lastResult ? null : [error])} />
      <PendingFavouriteNote title={pendingFavourite} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
          <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
          <Flex justify="end">
            <Link asChild size="2">
              <RemixLink to="/forgot-password">Forgot Password?</RemixLink>
            </Link>
          </Flex>
          <StatusButton fullWidth>Login</StatusButton>
        </Flex>
      </Form>
      <Flex align="center" gap="3">
        <Separator size="4" />
        <Text size="1" color="gray">
          or
        </Text>
        <Separator size="4" />
      </Flex>
      <Flex direction="column" gap="2">
        <Button asChild variant="outline" size="3">
          <a href={social("google")}>Continue with Google</a>
        </Button>
        <Button asChild variant="outline" size="3">
          <a href={social("facebook")}>Continue with Facebook</a>
        </Button>
      </Flex>
      <Text size="2" align="center">
        New here?{" "}
        <Link asChild>
          <RemixLink to={signupHref}>Create an account</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [
  { title: "Login | Coimbatore Properties" },
  { name: "description", content: "Log in to save favourites, see sellers' numbers and post property in Coimbatore." },
];
