// The listing's video (docs/product.md#listing-detail): a YouTube link plays in the
// privacy-enhanced player, loaded lazily; any other link is offered as a link.
import { Heading, Link } from "@radix-ui/themes";
import type { ListingVideo as Video } from "~/domain/video";

export function ListingVideo({ video, title }: { video: Video; title: string }) {
  if (!video) return null;
  return (
    <section className="listing-section" aria-labelledby="video-heading">
      <Heading as="h2" size="5" id="video-heading" mb="3">
        Video
      </Heading>
      {video.kind === "youtube" ? (
        <div className="listing-video">
          <iframe
            src={video.embedUrl}
            title={`Video: ${title}`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
          />
        </div>
      ) : (
        <Link href={video.href} target="_blank" rel="noopener noreferrer nofollow">
          Watch the video
        </Link>
      )}
    </section>
  );
}
