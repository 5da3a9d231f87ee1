// The Social Links card (docs/product.md#listing-detail): share to WhatsApp, Facebook, X and
// e-mail as plain links, and copy the link. Without JavaScript "Copy link" cannot reach the
// clipboard, so the link shows in a read-only field to copy by hand.
import { Button, Card, Flex, Heading, TextField } from "@radix-ui/themes";
import { useRef } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import type { SocialLink } from "~/domain/listing-share";
import { useMessages } from "~/messages/use-messages";
import { copyText } from "./share-button";

type Props = { url: string; links: SocialLink[]; notify: (kind: "success" | "error", message: string) => void };

export function SocialLinksCard({ url, links, notify }: Props) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages("listing").share;
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3" id="social-links-heading">
        {t.title}
      </Heading>
      <ul className="social-links" aria-labelledby="social-links-heading">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              className="social-links__item"
              {...(link.href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {link.name === "E-mail" ? t.email : link.name}
            </a>
          </li>
        ))}
      </ul>
      <Flex direction="column" gap="2" mt="3">
        {hydrated ? (
          <Button
            type="button"
            variant="soft"
            className="listing-wide-button"
            onClick={async () => {
              if (await copyText(url, inputRef.current)) notify("success", t.copied);
              else notify("error", t.copyFailed);
            }}
          >
            {t.copy}
          </Button>
        ) : null}
        <TextField.Root ref={inputRef} readOnly value={url} aria-label={t.field} />
      </Flex>
    </Card>
  );
}
