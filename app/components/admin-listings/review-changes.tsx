// "Edited since approval" on /admin/listings and /admin/listing/:id (docs/product.md#admin): each
// reviewed field a seller changed after approval, as it was and as it is now, and the photos
// added and removed (small pictures, with counts).
import { Badge, Text } from "@radix-ui/themes";
import { useAdminWords } from "~/components/admin/admin-words";
import { type ReviewChanges, type ReviewPhoto, showValue } from "~/domain/listing-review";
import { fill } from "~/messages/messages";

export function EditedBadge() {
  const t = useAdminWords().review;
  return (
    <Badge color="orange" variant="soft">
      {t.edited}
    </Badge>
  );
}

/** `label`: "Added #{n}" with the photo's number filled in. */
function Thumbs({ photos, label }: { photos: ReviewPhoto[]; label: string }) {
  return (
    <span className="review-changes__thumbs">
      {photos.map((p, i) => (
        <img key={p.id} src={p.src} alt={fill(label, { n: i + 1 })} width={48} height={48} loading="lazy" />
      ))}
    </span>
  );
}

export function ReviewChangesList({ changes }: { changes: ReviewChanges }) {
  const { fields, photos } = changes;
  const t = useAdminWords().review;
  if (!fields.length && !photos) {
    return (
      <Text as="p" size="2" color="gray">
        {t.backAsApproved}
      </Text>
    );
  }
  return (
    <dl className="review-changes">
      {fields.map((change) => (
        <div key={change.field} className="review-changes__item">
          <dt>{t.fields[change.field] ?? change.label}</dt>
          <dd>
            <span className="review-changes__before">
              <Text color="gray">{t.before}</Text>
              <del>{showValue(change.before)}</del>
            </span>
            <span className="review-changes__after">
              <Text color="gray">{t.after}</Text>
              <ins>{showValue(change.after)}</ins>
            </span>
          </dd>
        </div>
      ))}
      {photos ? (
        <div className="review-changes__item">
          <dt>{t.photos}</dt>
          <dd>
            <span>
              <Text color="gray">{t.before}</Text>
              {photos.before} · <Text color="gray">{t.after}</Text>
              {photos.after}
              {photos.reordered ? t.orderChanged : ""}
            </span>
            {photos.added.length ? (
              <span>
                <Text color="gray">{t.added}</Text>
                <Thumbs photos={photos.added} label={t.addedPhoto} />
              </span>
            ) : null}
            {photos.removed.length ? (
              <span>
                <Text color="gray">{t.removed}</Text>
                <Thumbs photos={photos.removed} label={t.removedPhoto} />
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
