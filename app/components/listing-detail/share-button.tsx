// Share: the Web Share API where the device has it, otherwise copy the link and say so.
// Without JavaScript it is a <details> that opens to show the link in a read-only field and a
// WhatsApp share link; with JavaScript a button, and the same panel only if copying failed.
import { Button, Text, TextField } from "@radix-ui/themes";
import { useRef, useState } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useMessages } from "~/messages/use-messages";

export const LINK_COPIED_MESSAGE = "Link copied to clipboard!";

type Props = {
  url: string;
  title: string;
  whatsappShareHref: string;
  /** The lead's client toast hook can be passed in; until then an inline live region speaks. */
  notify?: (message: string) => void;
  /** Full width (the contact card) or its own width (the phone action bar). */
  wide?: boolean;
};

export async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API missing (plain http) or refused: select the visible field and copy.
    if (!fallbackInput) return false;
    fallbackInput.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

export function ShareButton({ url, title, whatsappShareHref, notify, wide = true }: Props) {
  const buttonClass = wide ? "listing-wide-button" : undefined;
  const t = useMessages("listing");
  const shareLabel = t.contact.share;
  const copied = t.share.copied;
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");
  const [showLink, setShowLink] = useState(false);

  async function onShare() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === "AbortError") return;
      }
    }
    if (await copyText(url, inputRef.current)) {
      if (notify) notify(copied);
      else setMessage(copied);
      window.setTimeout(() => setMessage(""), 4000);
    } else {
      // Nothing worked: show the link so it can be copied by hand.
      setShowLink(true);
      requestAnimationFrame(() => inputRef.current?.select());
    }
  }

  const panel = (
    <div className="listing-share__panel">
      <TextField.Root
        ref={inputRef}
        readOnly
        value={url}
        aria-label={t.share.link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Text size="2">
        <a href={whatsappShareHref} target="_blank" rel="noopener noreferrer">
          {t.share.whatsapp}
        </a>
      </Text>
    </div>
  );

  return (
    <div className="listing-share">
      {hydrated ? (
        <>
          <Button type="button" variant="soft" size="3" className={buttonClass} onClick={onShare}>
            {shareLabel}
          </Button>
          {showLink ? panel : null}
        </>
      ) : (
        <details>
          <Button asChild variant="soft" size="3" className={buttonClass}>
            <summary>{shareLabel}</summary>
          </Button>
          {panel}
        </details>
      )}
      <Text as="p" size="2" color="green" role="status" aria-live="polite" className="listing-share__status">
        {message}
      </Text>
    </div>
  );
}
