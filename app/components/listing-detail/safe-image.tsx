// An <img> that degrades to a neutral placeholder when its file is missing (e.g. an R2 key
// with no object). Errors that fire before hydration are caught by checking naturalWidth.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

type Props = ImgHTMLAttributes<HTMLImageElement> & { priority?: boolean };

export function SafeImage({ priority, className, alt, width, height, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  // Remember which src failed, so a new src gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = rest.src;
  const broken = brokenSrc !== null && brokenSrc === src;
  useEffect(() => {
    const img = ref.current;
    // A load error before hydration fired no onError: the browser leaves naturalWidth at 0.
    if (src && img?.complete && img.naturalWidth === 0) setBrokenSrc(src);
  }, [src]);

  if (broken) {
    const placeholder = `listing-image-missing ${className ?? ""}`;
    // The aspect ratio is the image's own (computed): the layout keeps its shape.
    const style = { aspectRatio: width && height ? `${width} / ${height}` : undefined };
    return alt ? (
      <span className={placeholder} role="img" aria-label={alt} style={style} />
    ) : (
      <span className={placeholder} aria-hidden="true" style={style} />
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
      onError={() => setBrokenSrc(src ?? null)}
      {...hints}
      {...rest}
    />
  );
}
