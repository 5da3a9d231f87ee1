import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HomeListing } from "~/components/listings/home-listing";
import { canonicalSearch, pageSearch } from "~/domain/home-url";
import { closestPagePath, localityLinkOf, localityUrlOf } from "~/domain/locality-pages";
import { pageMeta } from "~/domain/page-meta";
import { loadHomeListing } from "~/server/listings/home-page.server";
import { appOrigin, getEnv } from "~/server/platform/context.server";
import { metaMessages, useMessages } from "~/messages/use-messages";
import { browseFor } from "~/messages/browse.server";
import { CATALOGUES } from "~/messages/catalogues.server";
import { requestLang } from "~/server/http/language.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Plain GET forms repeat `type`/`location`; the shareable URL joins them with commas and
  // drops invalid filter values (docs/product.md#filters).
  const canonical = canonicalSearch(url.searchParams);
  // Exactly one locality, at most one type and no other filter: the locality page, for good
  // (docs/product.md#locality-pages, decision 0036).
  const localityUrl = localityUrlOf(canonical === null ? url.searchParams : new URLSearchParams(canonical));
  if (localityUrl !== null) throw redirect(localityUrl, 301);
  if (canonical !== null) throw redirect(`/${canonical}`);
  const lang = requestLang(request);
  const data = await loadHomeListing(context, url.searchParams, (p) => `/${pageSearch(url.searchParams, p)}`, lang);
  const origin = appOrigin(getEnv(context), request);
  const { locations, types } = data.query;
  return {
    ...data,
    canonical: `${origin}${closestPagePath(locations, types)}`,
    // One locality and at most one type (with other filters): a link to its page (docs/product.md#locality-pages).
    localityLink: localityLinkOf(locations, types, {
      lang,
      types: CATALOGUES.listings[lang].types,
      ...CATALOGUES.browse[lang].locality,
    }),
    messages: browseFor(lang, ["map", "ai"]),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const t = useMessages("listings").home;
  return <HomeListing {...data} heading={<h1 className="visually-hidden">{t.heading}</h1>} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { lang, messages } = metaMessages(matches);
  const home = messages.listings?.home;
  return home
    ? pageMeta({
        title: home.title,
        description: home.description,
        canonical: data?.canonical ?? null,
        page: data?.query.page ?? 1,
        lang,
      })
    : [];
};
