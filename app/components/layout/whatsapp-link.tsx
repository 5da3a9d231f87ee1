import { whatsappLink } from "~/domain/whatsapp";
import { WhatsAppIcon } from "~/components/icons";

export function WhatsAppLink({ number, label }: { number: string; label: string }) {
  return (
    <a
      className="whatsapp-float"
      href={whatsappLink(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <WhatsAppIcon />
    </a>
  );
}
