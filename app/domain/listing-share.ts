// Links and structured data for sharing a listing (WhatsApp enquiry, link previews, SEO). Pure.
import { PROPERTY_TYPE_NAMES, type PropertyType } from "./catalog";
import { formatShortRupees } from "./format";
import { whatsappLink } from "./whatsapp";

export const SITE_NAME = "Coimbatore Properties";

export function enquiryMessage(listing: { id: number; title: string }, url: string): string {
  return `Hi, I am interested in the property "${listing.title}" (Listing ID ${listing.id}) on ${SITE_NAME}: ${url}. Please share more details.`;
}

/** "3 BHK Villa in Vadavalli – ₹1.20 Crore" style title used for og:title and the tab. */
export function shareTitle(listing: { title: string; price: number }): string {
  return `${listing.title} – ${formatShortRupees(listing.price)}`;
}

export type SocialLink = { name: "WhatsApp" | "Facebook" | "X" | "E-mail"; href: string };

/**
 * The listing page's Social Links card (docs/product.md#listing-detail): share to WhatsApp,
 * Facebook, X and e-mail. Each is a plain link that works without JavaScript.
 */
export function socialShareLinks(url: string, title: string): SocialLink[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { name: "WhatsApp", href: whatsappLink("", `${title} ${url}`) },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
    { name: "X", href: `https://x.com/intent/post?${q({ text: title, url })}` },
    { name: "E-mail", href: `mailto:?${q({ subject: title, body: `${title}\n${url}` }).replace(/\+/g, "%20")}` },
  ];
}

/** A short plain-text description for meta tags (no line breaks, at most ~max characters). */
export function metaDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function openStreetMapLink(latitude: number, longitude: number, zoom = 16): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

export type JsonLdInput = {
  id: number;
  title: string;
  description: string;
  type: PropertyType;
  price: number;
  status: string;
  createdAt: number;
  street: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
};

/** schema.org RealEstateListing with an Offer in INR, the place's address and coordinates. */
export function listingJsonLd(l: JsonLdInput, url: string, imageUrls: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: l.title,
    description: metaDescription(l.description, 500),
    url,
    datePosted: new Date(l.createdAt).toISOString(),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    category: PROPERTY_TYPE_NAMES[l.type],
    offers: {
      "@type": "Offer",
      price: l.price,
      priceCurrency: "INR",
      availability: l.status === "Sold" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    },
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(l.street ? { streetAddress: l.street } : {}),
        addressLocality: [l.area, l.city].filter(Boolean).join(", "),
        addressRegion: l.state,
        ...(l.pincode ? { postalCode: l.pincode } : {}),
        addressCountry: "IN",
      },
      geo: { "@type": "GeoCoordinates", latitude: l.latitude, longitude: l.longitude },
    },
  };
}
