// Main image, thumbnails and a full-screen gallery. Works without JavaScript: thumbnails are
// `?image=N` links (the server renders that image as main), the main image links to the
// 1000 px file, and `?gallery=N` renders the full-screen view with Prev/Next/Close links.
// With JavaScript the same links are intercepted and drive local state.
import { Button, Text } from "@radix-ui/themes";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { SafeImage } from "./safe-image";
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

export type GalleryImage = {
  id: number;
  src128: string;
  src375: string;
  src1000: string;
  width: number;
  height: number;
};

type Props = {
  images: GalleryImage[];
  title: string;
  /** 0-based index of the main image (from `?image=N`). */
  selected: number;
  /** 0-based index shown full screen (from `?gallery=N`), or null when closed. */
  galleryIndex: number | null;
  /** `?rotate=1`: the full-screen image turned 90° (small screens). */
  rotated: boolean;
};

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/** Plain left clicks only: modified clicks (new tab, ...) keep the link's own behaviour. */
function isPlainClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

function scaledHeight(img: GalleryImage, width: number) {
  return img.width > 0 ? Math.round((img.height / img.width) * width) : Math.round(width * 0.75);
}

export function Gallery({ images, title, selected, galleryIndex, rotated: initialRotated }: Props) {
  const count = images.length;
  const [main, setMain] = useState(() => (count ? wrap(selected, count) : 0));
  const [open, setOpen] = useState(galleryIndex !== null && count > 0);
  const [index, setIndex] = useState(() => (count ? wrap(galleryIndex ?? selected, count) : 0));
  const [rotated, setRotated] = useState(initialRotated);
  const triggerRef = useRef<HTMLElement | null>(null);
  const t = useMessages("listing").gallery;

  const openAt = useCallback((i: number, trigger: HTMLElement | null) => {
    triggerRef.current = trigger;
    setIndex(i);
    setRotated(false);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setMain(index);
    triggerRef.current?.focus();
  }, [index]);

  if (!count) {
    return (
      <div className="listing-gallery">
        <div className="listing-gallery__empty">
          <Text color="gray">{t.none}</Text>
        </div>
      </div>
    );
  }

  const current = images[main]!;
  return (
    <div className="listing-gallery">
      <a
        className="listing-gallery__main"
        href={current.src1000}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          openAt(main, e.currentTarget);
        }}
        aria-label={fill(t.open, { n: main + 1, count })}
      >
        <SafeImage
          src={current.src1000}
          srcSet={`${current.src375} 375w, ${current.src1000} 1000w`}
          sizes="(max-width: 900px) 100vw, 60vw"
          width={1000}
          height={scaledHeight(current, 1000)}
          alt={fill(t.photoOf, { title, n: main + 1, count })}
          priority
        />
      </a>
      <div className="listing-gallery__bar">
        {count > 1 ? (
          <ul className="listing-gallery__thumbs" aria-label={t.photos}>
            {images.map((img, i) => (
              <li key={img.id}>
                <a
                  href={`?image=${i + 1}`}
                  aria-current={i === main ? "true" : undefined}
                  aria-label={fill(t.show, { n: i + 1, count })}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    setMain(i);
                  }}
                >
                  <SafeImage src={img.src375} width={375} height={scaledHeight(img, 375)} alt="" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Button asChild variant="soft" size="2">
          <a
            href={`?gallery=${main + 1}`}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              openAt(main, e.currentTarget);
            }}
          >
            {fill(count === 1 ? t.viewAllOne : t.viewAllMany, { count: formatIndianNumber(count) })}
          </a>
        </Button>
      </div>
      {open ? (
        <FullScreen
          images={images}
          title={title}
          index={index}
          rotated={rotated}
          onIndex={(i) => {
            setIndex(wrap(i, count));
            setRotated(false);
          }}
          onRotate={() => setRotated((r) => !r)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

type FullScreenProps = {
  images: GalleryImage[];
  title: string;
  index: number;
  rotated: boolean;
  onIndex: (i: number) => void;
  onRotate: () => void;
  onClose: () => void;
};

function FullScreen({ images, title, index, rotated, onIndex, onRotate, onClose }: FullScreenProps) {
  const count = images.length;
  const img = images[index]!;
  const prev = wrap(index - 1, count);
  const next = wrap(index + 1, count);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const t = useMessages("listing").gallery;

  // Keyboard: Escape closes, arrows change image, Tab stays inside the dialog.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
      } else if (e.key === "ArrowLeft") {
        e.preventDefault();
        onIndex(index - 1);
      } else if (e.key === "ArrowRight") {
        e.preventDefault();
        onIndex(index + 1);
      } else if (e.key === "Tab" && dialogRef.current) {
        const items = [...dialogRef.current.querySelectorAll<HTMLElement>("a[href], button")].filter(
          (el) => el.offsetParent !== null,
        );
        if (!items.length) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, onClose, onIndex]);

  // Focus the dialog and stop the page behind it from scrolling while it is open.
  useEffect(() => {
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const intercept = (action: () => void) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    action();
  };

  return (
    <div
      ref={dialogRef}
      className="listing-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={fill(t.dialog, { title })}
      data-rotated={rotated ? "true" : undefined}
    >
      <div className="listing-lightbox__top">
        <Text size="2" aria-live="polite">
          {index + 1} / {count}
        </Text>
        <div className="listing-lightbox__tools">
          <a
            className="listing-lightbox__button listing-lightbox__rotate"
            href={`?gallery=${index + 1}${rotated ? "" : "&rotate=1"}`}
            onClick={intercept(onRotate)}
          >
            {rotated ? t.unrotate : t.rotate}
          </a>
          <a
            ref={closeRef}
            className="listing-lightbox__button"
            href={`?image=${index + 1}`}
            aria-label={t.close}
            onClick={intercept(onClose)}
          >
            ✕
          </a>
        </div>
      </div>
      <div className="listing-lightbox__stage">
        <SafeImage
          key={img.id}
          className="listing-lightbox__image"
          src={img.src1000}
          width={1000}
          height={scaledHeight(img, 1000)}
          alt={fill(t.photoOf, { title, n: index + 1, count })}
        />
      </div>
      {count > 1 ? (
        <div className="listing-lightbox__nav">
          <a
            className="listing-lightbox__button"
            href={`?gallery=${prev + 1}`}
            onClick={intercept(() => onIndex(index - 1))}
          >
            <span aria-hidden="true">‹</span> {t.previous}
            <span className="visually-hidden">{t.image}</span>
          </a>
          <a
            className="listing-lightbox__button"
            href={`?gallery=${next + 1}`}
            onClick={intercept(() => onIndex(index + 1))}
          >
            {t.next}
            <span className="visually-hidden">{t.image}</span> <span aria-hidden="true">›</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
