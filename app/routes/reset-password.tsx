// /reset-password?token=...&error=... (docs/product.md#accounts). Failures redirect back here with
// the `error` code, so the page reads the same with or without JavaScript.
import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import { AuthCard } from "~/components/auth/auth-ui";
import { FormAlert, PasswordField, StatusButton, useSchemaForm } from "~/components/forms";
import { RESET_ERRORS, catalogueMessage } from "~/domain/auth";
import { resetPasswordSchema } from "~/schemas/auth";
import { resetPassword } from "~/server/accounts/accounts.server";
import { checkToken } from "~/server/accounts/tokens.server";
import { getDb } from "~/server/platform/context.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { requireAnonymous } from "~/server/accounts/permissions.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) throw redirect("/forgot-password");
  await requireAnonymous(request, context);
  let code = url.searchParams.get("error");
  if (!code) {
    // Say up front when the link cannot work, instead of after the user typed two passwords.
    const check = await checkToken(getDb(context), token, "reset_password");
    if (check.status === "expired") code = "ExpiredToken";
    else if (check.status !== "ok") code = "InvalidToken";
  }
  return { token, code, error: catalogueMessage(RESET_ERRORS, code), messages: messagesOf(request, ["auth"]) };
}

function back(token: string | null, error: keyof typeof RESET_ERRORS) {
  return redirect(token ? `/reset-password?token=${encodeURIComponent(token)}&error=${error}` : `/forgot-password`);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await readForm(request);
  const token = typeof formData.get("token") === "string" ? (formData.get("token") as string) : null;
  if (!token) return redirect("/forgot-password");
  const submission = parseForm(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    const mismatch = submission.error?.confirmPassword?.includes(RESET_ERRORS.PasswordMismatch);
    // Field rules (length) are shown by the form; mismatch and malformed posts use the catalogue.
    if (mismatch) return back(token, "PasswordMismatch");
    if (submission.error?.password) {
      return invalidForm(submission.reply({ hideFields: ["password", "confirmPassword"] }));
    }
    return back(token, "InvalidRequest");
  }
  try {
    const result = await resetPassword(context, token, submission.value.password);
    if (!result.ok) return back(token, result.code);
  } catch (e) {
    console.error("reset-password", e);
    return back(token, "ServerError");
  }
  return redirectWithToast(
    context,
    "/login",
    "success",
    "Password reset successfully. Please login with your new password.",
  );
}

export default function ResetPassword() {
  const { token, code, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(resetPasswordSchema, { id: "reset-password", lastResult });
  const t = useMessages("auth");
  const deadLink = code === "InvalidToken" || code === "ExpiredToken" || code === "UserNotFound";
  return (
    <AuthCard title={t.reset.title} subtitle={deadLink ? undefined : t.reset.subtitle}>
      <FormAlert messages={[error]} />
      {deadLink ? (
        <Text size="2">
          <Link asChild>
            <RemixLink to="/forgot-password">{t.reset.newLink}</RemixLink>
          </Link>
        </Text>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <Flex direction="column" gap="3">
            <input type="hidden" name="token" value={token} />
            <PasswordField meta={fields.password} label={t.fields.newPassword} autoComplete="new-password" />
            <PasswordField meta={fields.confirmPassword} label={t.fields.confirmPassword} autoComplete="new-password" />
            <StatusButton fullWidth>{t.reset.submit}</StatusButton>
          </Flex>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.messages.auth.meta.reset }] : []);
