// The listing's video (docs/product.md#listing-detail): a YouTube link plays in the
// privacy-enhanced player, loaded lazily; any other link is offered as a link.
import { Heading, Link } from "@radix-ui/themes";
import type { ListingVideo as Video } from "~/domain/video";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

export function ListingVideo({ video, title }: { video: Video; title: string }) {
  const t = useMessages("listing").video;
  if (!video) return null;
  return (
    <section className="listing-section" aria-labelledby="video-heading">
      <Heading as="h2" size="5" id="video-heading" mb="3">
        {t.title}
      </Heading>
      {video.kind === "youtube" ? (
        <div className="listing-video">
          <iframe
            src={video.embedUrl}
            title={fill(t.frame, { title })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
          />
        </div>
      ) : (
        <Link href={video.href} target="_blank" rel="noopener noreferrer nofollow">
          {t.watch}
        </Link>
      )}
    </section>
  );
}
