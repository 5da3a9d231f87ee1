import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import {
  AuthCard,
  Field,
  FieldErrors,
  FormAlert,
  PasswordField,
  SubmitButton,
  nativeSelectStyle,
} from "~/components/auth/auth-ui";
import { SIGNUP_ERRORS, catalogueMessage } from "~/domain/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import { signupSchema } from "~/schemas/auth";
import { signUp } from "~/server/auth/accounts.server";
import { requireAnonymous } from "~/server/permissions.server";
import { createUserSession } from "~/server/session.server";

const ROLE_LABELS = { buyer: "Buyer", seller: "Seller", both: "Both (buy and sell)" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  return {
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    error: catalogueMessage(SIGNUP_ERRORS, url.searchParams.get("error")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return submission.reply({ hideFields });

  const { email, phone, password, role, redirectTo } = submission.value;
  const result = await signUp(request, context, { email, phone, password, role });
  if (!result.ok) return submission.reply({ formErrors: [SIGNUP_ERRORS[result.code]], hideFields });

  // Signed in straight away: an unverified user may browse and favourite; the prompt to verify
  // (with the resend button) comes next, then `redirectTo`.
  const cookie = await createUserSession(request, context, result.user.id);
  const next = safeRedirect(redirectTo);
  return redirect(`/verify-email?sent=1${next !== "/" ? `&redirectTo=${encodeURIComponent(next)}` : ""}`, {
    headers: { "Set-Cookie": cookie },
  });
}

export default function Signup() {
  const { redirectTo, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    constraint: getZodConstraint(signupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
  });
  const { key: _roleKey, ...roleProps } = getSelectProps(fields.role);
  const loginHref = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login";

  return (
    <AuthCard title="Sign up" subtitle="Create an account to list your property or save the ones you like.">
      <FormAlert messages={form.errors ?? (lastResult ? null : [error])} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field label="Email" input={getInputProps(fields.email, { type: "email" })} errors={fields.email.errors} />
          <Field
            label="Phone (optional)"
            input={{
              ...getInputProps(fields.phone, { type: "tel" }),
              autoComplete: "tel",
              placeholder: "+91 98765 43210",
            }}
            errors={fields.phone.errors}
          />
          <PasswordField
            label="Password"
            input={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <PasswordField
            label="Confirm Password"
            input={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.confirmPassword.errors}
          />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={fields.role.id} size="2" weight="medium">
              Account type
            </Text>
            <select style={nativeSelectStyle} {...roleProps} defaultValue={fields.role.initialValue ?? "buyer"}>
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <FieldErrors id={`${fields.role.id}-error`} errors={fields.role.errors} />
          </Flex>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formAction === "/signup"}>
            Sign up
          </SubmitButton>
        </Flex>
      </Form>
      <Text size="2" align="center">
        Already have an account?{" "}
        <Link asChild>
          <RemixLink to={loginHref}>Login</RemixLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign up | Coimbatore Properties" }];
