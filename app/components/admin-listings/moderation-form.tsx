// The moderation card of /admin/listing/:id (docs/product.md#admin): a superadmin sets the
// status, and a rejection carries a reason that is mailed to the poster. Admins see the status.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Text } from "@radix-ui/themes";
import { SelectField, StatusButton, TextareaField, useSchemaForm } from "~/components/forms";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { LISTING_STATUSES, type ListingStatus } from "~/domain/catalog";
import { moderationSchema } from "~/schemas/admin-listings";

const OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: value }));

export function ModerationForm({
  status,
  canChangeStatus,
  lastResult,
}: {
  status: ListingStatus;
  canChangeStatus: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(moderationSchema, { id: "moderation", lastResult, defaultValue: { status } });
  if (!canChangeStatus) {
    return (
      <Text as="p" size="3">
        Status: <ListingStatusBadge status={status} />{" "}
        <Text size="2" color="gray">
          (only a superadmin changes it)
        </Text>
      </Text>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)}>
      <SelectField meta={fields.status} label="Status" options={OPTIONS} />
      <TextareaField
        meta={fields.reason}
        label="Reason for rejection"
        hint="Needed when rejecting; e-mailed to the poster."
        rows={3}
      />
      <div>
        <StatusButton>Save status</StatusButton>
      </div>
    </Form>
  );
}
