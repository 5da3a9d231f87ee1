// Share: the Web Share API where the device has it, otherwise copy the link and say so.
// It is a <details> so that without JavaScript it still opens to show the link in a
// read-only field and a WhatsApp share link.
import { Button, Text, TextField } from "@radix-ui/themes";
import { useRef, useState, type MouseEvent } from "react";

export const LINK_COPIED_MESSAGE = "Link copied to clipboard!";

type Props = {
  url: string;
  title: string;
  whatsappShareHref: string;
  /** The lead's client toast hook can be passed in; until then an inline live region speaks. */
  notify?: (message: string) => void;
};

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
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

export function ShareButton({ url, title, whatsappShareHref, notify }: Props) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");

  async function onShare(e: MouseEvent) {
    e.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === "AbortError") return;
      }
    }
    if (await copyText(url, inputRef.current)) {
      if (notify) notify(LINK_COPIED_MESSAGE);
      else setMessage(LINK_COPIED_MESSAGE);
      window.setTimeout(() => setMessage(""), 4000);
    } else if (detailsRef.current) {
      // Nothing worked: show the link so it can be copied by hand.
      detailsRef.current.open = true;
      inputRef.current?.select();
    }
  }

  return (
    <div className="listing-share">
      <details ref={detailsRef}>
        <Button asChild variant="soft" size="3" style={{ width: "100%" }}>
          <summary onClick={onShare}>Share</summary>
        </Button>
        <div className="listing-share__panel">
          <TextField.Root
            ref={inputRef}
            readOnly
            value={url}
            aria-label="Link to this listing"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Text size="2">
            <a href={whatsappShareHref} target="_blank" rel="noopener noreferrer">
              Share on WhatsApp
            </a>
          </Text>
        </div>
      </details>
      <Text as="p" size="2" color="green" role="status" aria-live="polite" className="listing-share__status">
        {message}
      </Text>
    </div>
  );
}
