// Enquiries go to the business WhatsApp number with a message naming the listing and its URL.
import { Button } from "@radix-ui/themes";
import { useMessages } from "~/messages/use-messages";

export function EnquiryLink({ href, className = "listing-wide-button" }: { href: string; className?: string }) {
  const t = useMessages("listing").contact;
  return (
    <Button asChild size="3" color="green" className={`enquiry-link ${className}`}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t.enquire}
      </a>
    </Button>
  );
}
