// Object URLs for the picker's previews: made from shrunk photos, revoked when a photo is removed
// and, all that are left, when the picker unmounts, so no preview outlives the form.
import { useEffect, useMemo, useRef } from "react";

export type ObjectUrls = {
  /** A URL for the blob, revoked with the rest on unmount. Throws as URL.createObjectURL does. */
  create(blob: Blob): string;
  revoke(url: string): void;
};

export function useObjectUrls(): ObjectUrls {
  const urls = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  return useMemo(
    () => ({
      create(blob) {
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        return url;
      },
      revoke(url) {
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      },
    }),
    [],
  );
}
