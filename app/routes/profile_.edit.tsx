import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Heading } from "@radix-ui/themes";
import { useIsPending } from "~/components/forms";
import { ProfileCancelLink, ProfileForm } from "~/components/profile/profile-form";
import { showsAccountType } from "~/domain/permissions";
import { PROFILE_MESSAGES, profileSchema } from "~/schemas/profile";
import { getDb, getEnv } from "~/server/context.server";
import { imageUrl } from "~/server/images.server";
import { sendVerificationEmail } from "~/server/auth/accounts.server";
import { invalidForm, isTooLarge, readForm } from "~/server/form.server";
import { resolveTarget, updateProfile } from "~/server/profile.server";
import { forbidden, notFound } from "~/server/responses.server";
import { requireUser } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";
import "~/components/profile/profile.css";

// The edit form as a page of its own (JavaScript off, or a direct link); the side sheet on
// /profile posts to this same action. ?userId= lets an admin open someone else's profile.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireUser(request, context);
  const access = await resolveTarget(
    getDb(context),
    actor,
    new URL(request.url).searchParams.get("userId") ?? undefined,
  );
  if (!access.ok) throw access.status === 404 ? notFound() : forbidden();
  const t = access.target;
  return {
    profile: { ...t, imageUrl: t.profileImage ? imageUrl(t.profileImage) : null },
    showAccountType: showsAccountType(t.role),
    editingOther: t.id !== actor.id,
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

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") {
    return invalidForm(submission.reply({ formErrors: [PROFILE_MESSAGES.updateFailed] }));
  }
  const result = await updateProfile(db, getEnv(context), access.target, submission.value);
  if (!result.ok) {
    return invalidForm(
      submission.reply({ fieldErrors: result.fieldErrors, formErrors: [PROFILE_MESSAGES.updateFailed] }),
    );
  }
  const newEmail = submission.value.email.trim().toLowerCase();
  if (newEmail !== access.target.email.toLowerCase()) {
    // A changed address is unverified until its owner opens the link we send to it.
    await sendVerificationEmail(request, context, { id: access.target.id, email: newEmail });
  }
  const back = access.target.id === actor.id ? "/profile" : "/admin/users";
  return redirectWithToast(back, "success", PROFILE_MESSAGES.updated);
}

export default function EditProfilePage() {
  const { profile, showAccountType, editingOther } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  // The form posts to /profile/edit even when this page is /profile/edit?userId=...
  const pending = useIsPending({ formAction: "/profile/edit" });
  return (
    <Box p={{ initial: "3", sm: "5" }} className="profile-page">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="4">
          Edit profile
        </Heading>
        <ProfileForm
          profile={profile}
          showAccountType={showAccountType}
          editingOther={editingOther}
          lastResult={lastResult}
          pending={pending}
          cancel={<ProfileCancelLink to={editingOther ? "/admin/users" : "/profile"} />}
        />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit profile" }, { name: "robots", content: "noindex" }];
