// An <img> that degrades to a neutral placeholder when its file is missing (e.g. an R2 key
// with no object). Errors that fire before hydration are caught by checking naturalWidth.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

type Props = ImgHTMLAttributes<HTMLImageElement> & { priority?: boolean };

export function SafeImage({ priority, className, alt, width, height, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  // Remember which src failed, so a new src gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc !== null && brokenSrc === rest.src;
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBrokenSrc(img.getAttribute("src"));
  }, [rest.src]);

  if (broken) {
    return (
      <span
        className={`listing-image-missing ${className ?? ""}`}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined }}
      />
    );
  }
  // fetchpriority is passed lower-case: React 18 does not know the camel-case prop.
  const hints = priority ? { fetchpriority: "high" } : { loading: "lazy" as const, decoding: "async" as const };
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      width={width}
      height={height}
      onError={() => setBrokenSrc(rest.src ?? null)}
      {...hints}
      {...rest}
    />
  );
}
