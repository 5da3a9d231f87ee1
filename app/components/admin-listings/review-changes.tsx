// "Edited since approval" on /admin/listings and /admin/listing/:id (docs/product.md#admin): each
// reviewed field a seller changed after approval, as it was and as it is now, and the photos
// added and removed (small pictures, with counts).
import { Badge, Text } from "@radix-ui/themes";
import { EDITED_SINCE_APPROVAL, type ReviewChanges, type ReviewPhoto, showValue } from "~/domain/listing-review";

export function EditedBadge() {
  return (
    <Badge color="orange" variant="soft">
      {EDITED_SINCE_APPROVAL}
    </Badge>
  );
}

function Thumbs({ photos, label }: { photos: ReviewPhoto[]; label: string }) {
  return (
    <span className="review-changes__thumbs">
      {photos.map((p, i) => (
        <img key={p.id} src={p.src} alt={`${label} #${i + 1}`} width={48} height={48} loading="lazy" />
      ))}
    </span>
  );
}

export function ReviewChangesList({ changes }: { changes: ReviewChanges }) {
  const { fields, photos } = changes;
  if (!fields.length && !photos) {
    return (
      <Text as="p" size="2" color="gray">
        Everything is back as it was approved.
      </Text>
    );
  }
  return (
    <dl className="review-changes">
      {fields.map((change) => (
        <div key={change.field} className="review-changes__item">
          <dt>{change.label}</dt>
          <dd>
            <span className="review-changes__before">
              <Text color="gray">Before: </Text>
              <del>{showValue(change.before)}</del>
            </span>
            <span className="review-changes__after">
              <Text color="gray">After: </Text>
              <ins>{showValue(change.after)}</ins>
            </span>
          </dd>
        </div>
      ))}
      {photos ? (
        <div className="review-changes__item">
          <dt>Photos</dt>
          <dd>
            <span>
              <Text color="gray">Before: </Text>
              {photos.before} · <Text color="gray">After: </Text>
              {photos.after}
              {photos.reordered ? " (order changed)" : ""}
            </span>
            {photos.added.length ? (
              <span>
                <Text color="gray">Added: </Text>
                <Thumbs photos={photos.added} label="Added" />
              </span>
            ) : null}
            {photos.removed.length ? (
              <span>
                <Text color="gray">Removed: </Text>
                <Thumbs photos={photos.removed} label="Removed" />
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
