import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import { AuthCard } from "~/components/auth/auth-ui";
import { Field, FormAlert, StatusButton, useSchemaForm } from "~/components/forms";
import { FORGOT_PASSWORD_SUCCESS } from "~/domain/auth";
import { forgotPasswordSchema } from "~/schemas/auth";
import { requestPasswordReset } from "~/server/accounts/accounts.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { requireAnonymous } from "~/server/accounts/permissions.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return { messages: messagesOf(request, ["auth"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return invalidForm(submission.reply());
  // The same answer, at once, whether or not the address has an account: the lookup and the
  // mail happen after answering, so the timing says nothing either (docs/product.md#security).
  context.cloudflare.ctx.waitUntil(
    requestPasswordReset(request, context, submission.value.email).catch((e) => console.error("forgot-password", e)),
  );
  return redirectWithToast(context, "/login", "success", FORGOT_PASSWORD_SUCCESS);
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: "forgot-password", lastResult });
  const t = useMessages("auth");
  return (
    <AuthCard title={t.forgot.title} subtitle={t.forgot.subtitle}>
      <FormAlert id={form.errorId} messages={form.errors} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <Field meta={fields.email} type="email" label={t.fields.email} autoComplete="email" />
          <StatusButton fullWidth>{t.forgot.submit}</StatusButton>
        </Flex>
      </Form>
      <Text size="2" align="center">
        {t.forgot.remembered}{" "}
        <Link asChild>
          <RemixLink to="/login">{t.forgot.back}</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.messages.auth.meta.forgot }] : [];
