// The listing page's "Report this listing" (docs/product.md#trust): a disclosure, so it opens
// without JavaScript, holding the report form; after a report with JavaScript it closes again.
import { Text } from "@radix-ui/themes";
import { useCallback, useRef } from "react";
import { useMessages } from "~/messages/use-messages";
import { ReportForm } from "./report-form";

export function ReportListing({ listingId }: { listingId: number }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const t = useMessages("trust").report;
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  return (
    <details ref={ref} className="report-listing">
      <summary className="report-listing__summary">
        <Text size="2">{t.heading}</Text>
      </summary>
      <div className="report-listing__panel">
        <ReportForm listingId={listingId} id={`report-${listingId}`} onDone={close} />
      </div>
    </details>
  );
}
