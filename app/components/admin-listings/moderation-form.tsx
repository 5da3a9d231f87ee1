// The moderation card of /admin/listing/:id (docs/product.md#admin): a superadmin sets the
// status, and a rejection carries a reason that is mailed to the poster. Admins see the status.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Text } from "@radix-ui/themes";
import { SelectField, StatusButton, TextareaField, useSchemaForm } from "~/components/forms";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { LISTING_STATUSES, type ListingStatus } from "~/domain/catalog";
import { useAdminWords } from "~/components/admin/admin-words";
import { moderationSchema } from "~/schemas/admin-listings";

export function ModerationForm({
  status,
  canChangeStatus,
  lastResult,
}: {
  status: ListingStatus;
  canChangeStatus: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const words = useAdminWords();
  const t = words.moderation;
  const [form, fields] = useSchemaForm(moderationSchema, { id: "moderation", lastResult, defaultValue: { status } });
  if (!canChangeStatus) {
    return (
      <Text as="p" size="3">
        {t.statusLine} <ListingStatusBadge status={status} label={words.statuses[status]} />{" "}
        <Text size="2" color="gray">
          {t.onlySuperadmin}
        </Text>
      </Text>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)}>
      <SelectField
        meta={fields.status}
        label={t.status}
        options={LISTING_STATUSES.map((value) => ({ value, label: words.statuses[value] }))}
      />
      <TextareaField meta={fields.reason} label={t.reason} hint={t.reasonHint} rows={3} />
      <div>
        <StatusButton>{t.save}</StatusButton>
      </div>
    </Form>
  );
}
