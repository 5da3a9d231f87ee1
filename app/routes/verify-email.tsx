// /verify-email?token=... is the link mailed to a new address (a new account's, or an e-mail
// change's). Opening it shows a "Confirm my e-mail" button; only that POST uses the link, so a
// mail scanner that fetches links cannot use it up. Without a token it is the prompt page that
// requireVerifiedUser sends unverified users to, with a resend button (a plain POST form).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link as RemixLink, useActionData, useLoaderData } from "@remix-run/react";
import { Flex, Link, Text } from "@radix-ui/themes";
import { AuthCard } from "~/components/auth/auth-ui";
import { FormAlert, StatusButton, useIsPending } from "~/components/forms";
import { TOO_MANY_EMAILS } from "~/domain/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { checkEmailToken, confirmEmailToken, resendVerificationEmail } from "~/server/accounts/accounts.server";
import { getEnv, isLocal } from "~/server/platform/context.server";
import { readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { getOptionalUser } from "~/server/accounts/session.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

const TOKEN_ERRORS = {
  InvalidToken: "This verification link is not valid or has already been used.",
  ExpiredToken: "This verification link has expired. Send yourself a new one.",
  EmailTaken: PROFILE_MESSAGES.emailTaken,
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  let error: string | null = null;
  if (token) {
    // Looked up, not used: say at once when the link cannot work.
    const check = await checkEmailToken(context, token);
    if (check.ok)
      return { confirm: true as const, action: url.pathname + url.search, messages: messagesOf(request, ["auth"]) };
    error = TOKEN_ERRORS[check.code];
  }
  const user = await getOptionalUser(request, context);
  if (!token && !user) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  if (user?.emailVerified && !token) throw redirect(redirectTo || "/");
  return {
    confirm: false as const,
    error,
    email: user?.email ?? null,
    verified: user?.emailVerified ?? false,
    signedIn: Boolean(user),
    justSent: url.searchParams.get("sent") === "1",
    needed: Boolean(redirectTo) && !url.searchParams.get("sent"),
    redirectTo,
    outbox: isLocal(getEnv(context)),
    messages: messagesOf(request, ["auth"]),
  };
}

// POST with the form's token: use the link. POST without one: resend (signed-in users).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  const token = form.get("token");
  if (typeof token === "string" && token) {
    const result = await confirmEmailToken(context, token);
    if (result.ok) return redirectWithToast(context, redirectTo || "/", "success", "Email verified successfully");
    return data({ error: TOKEN_ERRORS[result.code] }, { status: 400 });
  }
  const user = await requireUser(request, context);
  const back = `/verify-email${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  if (user.emailVerified) return redirect(redirectTo || "/");
  const sent = await resendVerificationEmail(request, context, { id: user.id, email: user.email });
  return sent
    ? redirectWithToast(context, back, "success", `Verification email sent to ${user.email}`)
    : redirectWithToast(context, back, "error", TOO_MANY_EMAILS);
}

export default function VerifyEmail() {
  const data = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (data.confirm) return <ConfirmLink action={data.action} error={failed?.error ?? null} />;
  return <Prompt data={data} />;
}

type PromptData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { confirm: true }>;

/** The prompt to verify, with the resend button (no token in the URL). */
function Prompt({ data }: { data: PromptData }) {
  const resendAction = `/verify-email${data.redirectTo ? `?redirectTo=${encodeURIComponent(data.redirectTo)}` : ""}`;
  const resending = useIsPending({ formAction: resendAction });
  const t = useMessages("auth").verify;
  return (
    <AuthCard title={data.error ? t.titleError : t.title}>
      <FormAlert messages={[data.error]} />
      {data.needed ? <FormAlert color="blue" messages={[t.needed]} /> : null}
      {data.email && !data.verified ? (
        <Text as="p" size="3">
          {data.justSent ? t.ready : ""}
          <Around text={t.sent} name="email">
            <strong>{data.email}</strong>
          </Around>
        </Text>
      ) : null}
      {data.signedIn && !data.verified ? (
        <Form method="post" action={resendAction}>
          <StatusButton variant="soft" fullWidth pending={resending}>
            {t.resend}
          </StatusButton>
        </Form>
      ) : null}
      {!data.signedIn ? (
        <Text size="2">
          <Around text={t.loginFor} name="login">
            <Link asChild>
              <RemixLink to="/login?redirectTo=%2Fverify-email">{t.login}</RemixLink>
            </Link>
          </Around>
        </Text>
      ) : null}
      <Flex gap="4" wrap="wrap">
        <Link asChild size="2">
          <RemixLink to={data.redirectTo || "/"}>{t.continue}</RemixLink>
        </Link>
        {data.outbox ? (
          <Link asChild size="2">
            <RemixLink to="/dev/outbox">{t.outbox}</RemixLink>
          </Link>
        ) : null}
      </Flex>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.messages.auth.meta.verify }] : [];

/** A sentence with an element in it ("We sent a link to {email}."): the words either side, in the page's order. */
function Around({ text, name, children }: { text: string; name: string; children: React.ReactNode }) {
  const [before = "", after = ""] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/** The page a mailed link opens: one button that uses the link. */
function ConfirmLink({ action, error }: { action: string; error: string | null }) {
  const token = new URLSearchParams(action.split("?")[1] ?? "").get("token") ?? "";
  const t = useMessages("auth").verify;
  return (
    <AuthCard title={t.confirmTitle}>
      <FormAlert messages={[error]} />
      {error ? (
        <Text size="2">
          <Link asChild>
            <RemixLink to="/">{t.continue}</RemixLink>
          </Link>
        </Text>
      ) : (
        <Form method="post" action={action}>
          <Flex direction="column" gap="3">
            <Text as="p" size="3">
              {t.confirmText}
            </Text>
            <input type="hidden" name="token" value={token} />
            <StatusButton fullWidth>{t.confirm}</StatusButton>
          </Flex>
        </Form>
      )}
    </AuthCard>
  );
}
