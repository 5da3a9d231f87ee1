// The meta tags of a public page (docs/product.md#search-engines): title, description, one
// canonical URL without tracking or paging parameters, and `noindex, follow` past the first page
// (and on a page with nothing to show yet).
import type { MetaDescriptor } from "@remix-run/react";
import { HTML_LANG, LANGS, type Lang, localisedPath } from "./language";
import { metaDescription } from "./listing-share";

/**
 * A public page's canonical URL in `lang` and its alternates in each language, English being the
 * x-default (docs/product.md#languages): `url` is the page's absolute URL in either language.
 */
export function languageLinks(url: string, lang: Lang): MetaDescriptor[] {
  const parsed = new URL(url);
  const path = parsed.pathname + parsed.search;
  const at = (l: Lang) => `${parsed.origin}${localisedPath(path, l)}`;
  return [
    { tagName: "link", rel: "canonical", href: at(lang) },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: HTML_LANG[l], href: at(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: at("en") },
  ];
}

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
  /** The page's language: the canonical URL in it, and the alternates in both. */
  lang?: Lang;
};

export function pageMeta({
  title,
  description,
  canonical,
  page = 1,
  noindex = false,
  jsonLd = null,
  lang = "en",
}: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: metaDescription(description) }];
  if (canonical) tags.push(...languageLinks(canonical, lang));
  if (page > 1 || noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}
