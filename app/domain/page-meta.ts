// The meta tags of a public page (docs/product.md#search-engines): title, description, one
// canonical URL without tracking or paging parameters, and `noindex, follow` past the first page
// (and on a page with nothing to show yet).
import type { MetaDescriptor } from "@remix-run/react";
import { metaDescription } from "./listing-share";

export type PageMetaInput = {
  title: string;
  description: string;
  /** Absolute canonical URL (null when unknown: an error page). */
  canonical: string | null;
  /** The list page shown: beyond the first, search engines follow its links but do not index it. */
  page?: number;
  /** A page with nothing to show yet (a locality page without listings): followed, not indexed. */
  noindex?: boolean;
  /** schema.org structured data. */
  jsonLd?: object | null;
};

export function pageMeta({
  title,
  description,
  canonical,
  page = 1,
  noindex = false,
  jsonLd = null,
}: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: metaDescription(description) }];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  if (page > 1 || noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}
