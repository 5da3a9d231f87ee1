import { whatsappLink } from "~/domain/whatsapp";
import { WhatsAppIcon } from "~/components/icons";

export function WhatsAppLink({ number }: { number: string }) {
  return (
    <a
      className="whatsapp-float"
      href={whatsappLink(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat on WhatsApp"
      title="Chat on WhatsApp"
    >
      <WhatsAppIcon />
    </a>
  );
}
