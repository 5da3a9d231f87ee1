// What the admin listing queue and the admin listing page say about a listing's trust
// (docs/product.md#trust): why it is out of public view (a seller's "No longer available" asks a
// superadmin to set it Sold) and, when posting matched another seller's listing, which one.
import { Link } from "@remix-run/react";
import { Badge, Flex } from "@radix-ui/themes";
import { useAdminWords } from "~/components/admin/admin-words";
import type { HiddenReason } from "~/domain/catalog";

export function AdminTrustFlags({
  hiddenReason,
  duplicateOf,
}: {
  hiddenReason: HiddenReason | null;
  duplicateOf: number | null;
}) {
  const t = useAdminWords().trustFlags;
  if (!hiddenReason && duplicateOf === null) return null;
  return (
    <Flex gap="1" wrap="wrap" mt="1">
      {hiddenReason ? (
        <Badge color="amber" size="1" className="trust-flag">
          {t[hiddenReason]}
        </Badge>
      ) : null}
      {duplicateOf !== null ? (
        <Badge color="amber" size="1" className="trust-flag" asChild>
          <Link to={`/admin/listing/${duplicateOf}`}>
            {t.duplicate}
            {duplicateOf}
          </Link>
        </Badge>
      ) : null}
    </Flex>
  );
}
