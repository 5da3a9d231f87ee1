import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, Flex, Link, Separator, Text } from "@radix-ui/themes";
import { AuthCard, Field, FormAlert, PasswordField, SubmitButton } from "~/components/auth/auth-ui";
import { LOGIN_ERRORS, catalogueMessage, safeRedirect, tooManyAttemptsMessage } from "~/domain/auth";
import { loginSchema } from "~/schemas/auth";
import { attemptSignIn } from "~/server/auth/sign-in.server";
import { requireAnonymous } from "~/server/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  await requireAnonymous(request, context, redirectTo || "/");
  return { redirectTo, error: catalogueMessage(LOGIN_ERRORS, url.searchParams.get("error")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });

  const { email, password, redirectTo } = submission.value;
  const outcome = await attemptSignIn(context, request, email, password);
  if (!outcome.ok) {
    const message =
      outcome.code === "TooManyAttempts" ? tooManyAttemptsMessage(outcome.retryAfterMs) : LOGIN_ERRORS[outcome.code];
    return submission.reply({ formErrors: [message], hideFields: ["password"] });
  }
  return redirect(safeRedirect(redirectTo), { headers: outcome.headers });
}

export default function Login() {
  const { redirectTo, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const social = (provider: "google" | "facebook") =>
    `/api/auth/${provider}/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  const signupHref = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup";

  return (
    <AuthCard title="Login" subtitle="Sign in to save favourites, post listings and contact sellers.">
      <FormAlert messages={form.errors ?? (lastResult ? null : [error])} />
      <Form method="post" {...getFormProps(form)}>
        <Flex direction="column" gap="3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field label="Email" input={getInputProps(fields.email, { type: "email" })} errors={fields.email.errors} />
          <PasswordField
            label="Password"
            input={getInputProps(fields.password, { type: "password" })}
            errors={fields.password.errors}
          />
          <Flex justify="end">
            <Link asChild size="2">
              <RemixLink to="/forgot-password">Forgot Password?</RemixLink>
            </Link>
          </Flex>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formAction === "/login"}>
            Login
          </SubmitButton>
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

export const meta: MetaFunction = () => [{ title: "Login | Coimbatore Properties" }];
