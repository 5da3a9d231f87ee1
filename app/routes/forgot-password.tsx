import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useNavigation } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import { AuthCard, Field, FormAlert, SubmitButton } from "~/components/auth/auth-ui";
import { FORGOT_PASSWORD_SUCCESS } from "~/domain/auth";
import { forgotPasswordSchema } from "~/schemas/auth";
import { requestPasswordReset } from "~/server/auth/accounts.server";
import { redirectWithToast } from "~/server/toast.server";
import { requireAnonymous } from "~/server/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return submission.reply();
  // The same answer, at once, whether or not the address has an account: the lookup and the
  // mail happen after answering, so the timing says nothing either (docs/product.md#security).
  context.cloudflare.ctx.waitUntil(
    requestPasswordReset(request, context, submission.value.email).catch((e) => console.error("forgot-password", e)),
  );
  return redirectWithToast("/login", "success", FORGOT_PASSWORD_SUCCESS);
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your account's email and we'll send you a link to reset your password."
    >
      <FormAlert messages={form.errors} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <Field label="Email" input={getInputProps(fields.email, { type: "email" })} errors={fields.email.errors} />
          <SubmitButton pending={navigation.state === "submitting"}>Send reset link</SubmitButton>
        </Flex>
      </Form>
      <Text size="2" align="center">
        Remembered it?{" "}
        <Link asChild>
          <RemixLink to="/login">Back to login</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Forgot password | Coimbatore Properties" }];
