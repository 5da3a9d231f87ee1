// WhatsApp chat links: the business number (footer, floating button, listing enquiries) and
// sharing a listing (no number: the person picks the chat).

/** wa.me wants the number as digits only, country code first; `text` pre-fills the message. */
export function whatsappLink(number: string | null | undefined, text?: string): string {
  const digits = (number ?? "").replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
