// The locality pages' URLs (docs/product.md#locality-pages, decision 0036): one page per
// locality at /coimbatore/<locality> and one per locality and type at
// /coimbatore/<locality>/<type>, with fixed slugs. Pure: shared by loaders, links and the sitemap.
import {
  LOCALITIES,
  type Locality,
  PROPERTY_TYPE_NAMES,
  PROPERTY_TYPES,
  placeName,
  type PropertyType,
} from "./catalog";
import type { Lang } from "./language";
import { fill } from "~/messages/messages";
import { isScalarFilterKey } from "./filters";
import { AI_PARAM, TRANSIENT_PARAMS } from "./home-url";
import { LOCALITY_CENTRES } from "./locality-geo";

export const CITY_SLUG = "coimbatore";

/** The type part of a locality page's path: plural, as people search. */
export const TYPE_SLUGS: Record<PropertyType, string> = {
  plot: "plots",
  apartment: "apartments",
  villa: "villas",
  house: "houses",
  agriLand: "agricultural-land",
  commercial: "commercial",
};

/** Plural words of a type, for headings and descriptions. */
export const TYPE_PLURALS: Record<PropertyType, string> = {
  plot: "Plots",
  apartment: "Apartments",
  villa: "Villas",
  house: "Individual houses",
  agriLand: "Agricultural land",
  commercial: "Commercial property",
};

/** "RS Puram" → "rs-puram", "Narasimha Nayaka Palayam" → "narasimha-nayaka-palayam". */
export function localitySlug(locality: Locality): string {
  return locality.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

const BY_SLUG = new Map<string, Locality>(LOCALITIES.map((l) => [localitySlug(l), l]));
const TYPE_BY_SLUG = new Map<string, PropertyType>(PROPERTY_TYPES.map((t) => [TYPE_SLUGS[t], t]));

export type LocalityPage = { locality: Locality; type: PropertyType | null };

/** The page a path's slugs name, or null (not found): slugs are exact, lower case. */
export function parseLocalityPage(localitySlugText: string, typeSlug?: string | null): LocalityPage | null {
  const locality = BY_SLUG.get(localitySlugText);
  if (!locality) return null;
  if (typeSlug === undefined || typeSlug === null) return { locality, type: null };
  const type = TYPE_BY_SLUG.get(typeSlug);
  return type ? { locality, type } : null;
}

/** "/coimbatore/saravanampatti" or "/coimbatore/saravanampatti/plots". */
export function localityPath(page: LocalityPage): string {
  const base = `/${CITY_SLUG}/${localitySlug(page.locality)}`;
  return page.type ? `${base}/${TYPE_SLUGS[page.type]}` : base;
}

/** The locality page of a pathname, or null when it is not one. */
export function localityPageOfPath(pathname: string): LocalityPage | null {
  const m = /^\/coimbatore\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?\/?$/.exec(pathname);
  return m ? parseLocalityPage(m[1] as string, m[2] ?? null) : null;
}

/** Every locality page: each locality, and each locality with each type. */
export function allLocalityPages(): LocalityPage[] {
  return LOCALITIES.flatMap((locality) => [
    { locality, type: null },
    ...PROPERTY_TYPES.map((type) => ({ locality, type })),
  ]);
}

/**
 * Parameters that make a query a home search rather than a locality page: every filter other than
 * the locality and the type (budget, BHK, facing, DTCP, ready, gated, land area), the AI search
 * text (its heading names the words asked) and the home's panels (`filters`, `q`). A locality
 * page takes `view` and `page`; anything else (tracking tags) rides along and is ignored.
 */
export function isHomeOnlyParam(key: string): boolean {
  return isScalarFilterKey(key) || key === AI_PARAM || (TRANSIENT_PARAMS as readonly string[]).includes(key);
}

/**
 * The home filters as a locality page's URL when they are exactly one locality and at most one
 * type and nothing else (docs/product.md#locality-pages): "?location=Saravanampatti&type=plot&view=map"
 * → "/coimbatore/saravanampatti/plots?view=map". Null otherwise (the home URL stays).
 */
export function localityUrlOf(params: URLSearchParams): string | null {
  const locations = params
    .getAll("location")
    .flatMap((v) => v.split(","))
    .filter(Boolean);
  const types = params
    .getAll("type")
    .flatMap((v) => v.split(","))
    .filter(Boolean);
  if (locations.length !== 1 || types.length > 1) return null;
  const locality = LOCALITIES.find((l) => l === locations[0]);
  const type = types.length ? PROPERTY_TYPES.find((t) => t === types[0]) : null;
  if (!locality || type === undefined) return null;
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === "location" || key === "type") continue;
    if (isHomeOnlyParam(key)) return null;
    rest.append(key, value);
  }
  const qs = rest.toString().replace(/%2C/g, ",");
  return `${localityPath({ locality, type: type ?? null })}${qs ? `?${qs}` : ""}`;
}

/** A home link for a filter query ("?..." or ""): the locality page when there is one, else "/?...". */
export function homeHref(search: string): string {
  return localityUrlOf(new URLSearchParams(search)) ?? `/${search}`;
}

/**
 * The page search engines should index for a home query: the locality page of its one locality
 * (and its one type, when one), the locality alone when several types, "/" otherwise.
 */
export function closestPagePath(locations: readonly Locality[], types: readonly PropertyType[]): string {
  if (locations.length !== 1) return "/";
  return localityPath({
    locality: locations[0] as Locality,
    type: types.length === 1 ? (types[0] as PropertyType) : null,
  });
}

/** The home filter parameters a locality page stands for (what the list and the filter controls read). */
export function pageFilterParams(page: LocalityPage, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  if (page.type) next.set("type", page.type);
  next.set("location", page.locality);
  for (const [key, value] of search) if (key !== "type" && key !== "location") next.append(key, value);
  return next;
}

/** The `count` localities nearest to `locality` by their centres, nearest first. */
export function nearestLocalities(locality: Locality, count = 4): Locality[] {
  const here = LOCALITY_CENTRES[locality];
  const distance = (l: Locality) => {
    const c = LOCALITY_CENTRES[l];
    const dLat = c.latitude - here.latitude;
    const dLon = (c.longitude - here.longitude) * Math.cos((here.latitude * Math.PI) / 180);
    return dLat * dLat + dLon * dLon;
  };
  return LOCALITIES.filter((l) => l !== locality)
    .map((l) => ({ l, d: distance(l) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map((x) => x.l);
}

/** "Plots for sale in Saravanampatti, Coimbatore" / "Property for sale in Saravanampatti, Coimbatore". */
export function localityHeading(page: LocalityPage): string {
  return `${page.type ? TYPE_PLURALS[page.type] : "Property"} for sale in ${page.locality}, Coimbatore`;
}

export function typeName(type: PropertyType): string {
  return PROPERTY_TYPE_NAMES[type];
}

/**
 * The link from the home filters to a locality page, when they are exactly one locality and at
 * most one type: "Plot prices in Saravanampatti". Null otherwise.
 */
export function localityLinkOf(
  locations: readonly Locality[],
  types: readonly PropertyType[],
  words?: LocalityLinkWords,
): { href: string; label: string } | null {
  if (locations.length !== 1 || types.length > 1) return null;
  const locality = locations[0] as Locality;
  const type = types[0] ?? null;
  const href = localityPath({ locality, type });
  if (words && words.lang !== "en") {
    const what = type ? fill(words.linkType, { type: words.types[type] }) : words.linkAll;
    return { href, label: fill(words.link, { what, place: placeName(locality, words.lang) }) };
  }
  const what = type ? `${PROPERTY_TYPE_NAMES[type]} prices` : "Property prices";
  return {
    href,
    label: `${what} in ${locality}: medians, trend and nearby localities`,
  };
}

/** The link's words in another language (the browse catalogue's `locality` and the list's `types`). */
export type LocalityLinkWords = {
  lang: Lang;
  types: Record<PropertyType, string>;
  link: string;
  linkType: string;
  linkAll: string;
};
