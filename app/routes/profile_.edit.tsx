import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Heading } from "@radix-ui/themes";
import { useIsPending } from "~/components/forms";
import { ProfileCancelLink, ProfileForm } from "~/components/profile/profile-form";
import { roleChoices } from "~/domain/permissions";
import { safeRedirect } from "~/domain/safe-redirect";
import { roleOptions } from "~/schemas/options";
import { emailChangePendingMessage, PROFILE_MESSAGES, profileSchema } from "~/schemas/profile";
import { checkEmailChange, startEmailChange } from "~/server/accounts/email-change.server";
import { getDb, getEnv } from "~/server/platform/context.server";
import { imageUrl } from "~/server/photos/urls.server";
import { invalidForm, isTooLarge, parseForm, readForm } from "~/server/http/form.server";
import { hasPassword, resolveTarget, updateProfile } from "~/server/accounts/profile.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

/** Where an admin lands after editing someone: back where they came from, else that profile's edit page. */
function adminReturn(redirectTo: string | null | undefined, targetId: string): string {
  return safeRedirect(redirectTo, `/profile/edit?userId=${encodeURIComponent(targetId)}`);
}

// The edit form as a page of its own (JavaScript off, or a direct link); the side sheet on
// /profile posts to this same action. ?userId= lets an admin open someone else's profile, and
// ?redirectTo= says where to go after saving it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireUser(request, context);
  const db = getDb(context);
  const search = new URL(request.url).searchParams;
  const access = await resolveTarget(db, actor, search.get("userId") ?? undefined);
  if (!access.ok) throw access.status === 404 ? notFound() : forbidden();
  const t = access.target;
  const editingOther = t.id !== actor.id;
  const roles = roleChoices(actor, t);
  return {
    profile: { ...t, imageUrl: t.profileImage ? imageUrl(t.profileImage) : null },
    showAccountType: roles.length > 0,
    roleOptions: roleOptions(roles),
    editingOther,
    askPassword: await hasPassword(db, actor.id),
    back: editingOther ? adminReturn(search.get("redirectTo"), t.id) : "/profile",
    messages: messagesOf(request, ["account"]),
  };
}

// The image may be 100 KB; the other fields are small. Room for both and the multipart framing,
// so a larger body cannot hold a valid form.
const MAX_BODY_BYTES = 300 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireUser(request, context);
  const formData = await readForm(request, { maxBytes: MAX_BODY_BYTES }).catch((thrown) => {
    if (isTooLarge(thrown)) return null;
    throw thrown;
  });
  if (!formData) {
    return invalidForm(
      { status: "error", error: { image: [PROFILE_MESSAGES.imageTooBig], "": [PROFILE_MESSAGES.updateFailed] } },
      { status: 413 },
    );
  }
  const requested = formData.get("userId");
  const db = getDb(context);
  const access = await resolveTarget(db, actor, typeof requested === "string" ? requested : undefined);
  if (!access.ok) throw access.status === 404 ? notFound() : forbidden();
  const target = access.target;

  const submission = parseForm(formData, { schema: profileSchema });
  const hideFields = ["currentPassword"];
  if (submission.status !== "success") {
    return invalidForm(submission.reply({ formErrors: [PROFILE_MESSAGES.updateFailed], hideFields }));
  }
  const { email, currentPassword } = submission.value;
  // The e-mail changes only once its new owner opens the link; the old one is told (docs/product.md#accounts).
  const emailChanged = email !== target.email.toLowerCase();
  if (emailChanged) {
    const refusal = await checkEmailChange(context, request, {
      actorId: actor.id,
      targetId: target.id,
      newEmail: email,
      currentPassword,
    });
    if (refusal) {
      return invalidForm(
        submission.reply({
          fieldErrors: refusal.field ? { [refusal.field]: [refusal.message] } : {},
          formErrors: refusal.field
            ? [PROFILE_MESSAGES.updateFailed]
            : [refusal.message, PROFILE_MESSAGES.updateFailed],
          hideFields,
        }),
      );
    }
  }
  const result = await updateProfile(db, getEnv(context), actor, target, submission.value);
  if (!result.ok) {
    return invalidForm(
      submission.reply({ fieldErrors: result.fieldErrors, formErrors: [PROFILE_MESSAGES.updateFailed], hideFields }),
    );
  }
  if (emailChanged) await startEmailChange(context, request, target, email);
  const back = target.id === actor.id ? "/profile" : adminReturn(submission.value.redirectTo, target.id);
  return redirectWithToast(
    context,
    back,
    "success",
    emailChanged ? emailChangePendingMessage(email) : PROFILE_MESSAGES.updated,
  );
}

export default function EditProfilePage() {
  const { profile, showAccountType, roleOptions, editingOther, askPassword, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  // The form posts to /profile/edit even when this page is /profile/edit?userId=...
  const pending = useIsPending({ formAction: "/profile/edit" });
  const t = useMessages("account").edit;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="profile-page">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="4">
          {t.title}
        </Heading>
        <ProfileForm
          profile={profile}
          showAccountType={showAccountType}
          roleOptions={roleOptions}
          editingOther={editingOther}
          askPassword={askPassword}
          redirectTo={back}
          lastResult={lastResult}
          pending={pending}
          cancel={<ProfileCancelLink to={back} />}
        />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.messages.account.meta.edit }] : []),
  { name: "robots", content: "noindex" },
];
