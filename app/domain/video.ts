// A listing's video link (docs/product.md#listing-detail): YouTube links play in a
// privacy-enhanced player (youtube-nocookie.com); any other http(s) link is offered as a link.

export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of a YouTube video link (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") {
    id = url.pathname.split("/")[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host) || host === "www.youtube-nocookie.com") {
    const [first, second] = url.pathname.split("/").filter(Boolean);
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "shorts" || first === "embed" || first === "live" || first === "v") id = second ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export type ListingVideo = { kind: "youtube"; embedUrl: string } | { kind: "link"; href: string } | null;

/** How the detail page shows a listing's video link. */
export function listingVideo(link: string | null | undefined): ListingVideo {
  if (!link) return null;
  const id = youtubeId(link);
  if (id) return { kind: "youtube", embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` };
  try {
    const url = new URL(link);
    if (url.protocol === "https:" || url.protocol === "http:") return { kind: "link", href: url.href };
  } catch {
    // Not a link at all (older rows): show nothing.
  }
  return null;
}
