// One titled section of a listing page (docs/product.md#listing-detail): the public page and the
// admin's view of it use the same sections, named by their heading.
import { Heading } from "@radix-ui/themes";
import type { ReactNode } from "react";

export function ListingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="listing-section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" size="5" id={`${id}-heading`} mb="3">
        {title}
      </Heading>
      {children}
    </section>
  );
}
