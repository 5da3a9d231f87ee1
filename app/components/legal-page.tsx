// Shared frame for the static legal pages (/terms, /privacy-policy). Their words are the browse
// catalogue's `legal` group, which their loaders send (`legal`).
import { Box, Callout, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { formatPhone, phoneHref } from "~/domain/format";
import { fill } from "~/messages/messages";

/** The legal pages' shared words (app/messages/legal-text.server.ts). */
type LegalWords = { updated: string; date: string; notice: string; phone: string; email: string };

export function LegalPage({ title, legal, children }: { title: string; legal: LegalWords; children: ReactNode }) {
  return (
    <Box className="legal-page">
      <Heading as="h1" size="8" mb="2">
        {title}
      </Heading>
      <Text as="p" color="gray" size="2" mb="5">
        {fill(legal.updated, { date: legal.date })}
      </Text>
      {/* A translation says the English version prevails (none on the English page). */}
      {legal.notice ? (
        <Callout.Root color="gray" mb="5" className="legal-page__notice">
          <Callout.Text>{legal.notice}</Callout.Text>
        </Callout.Root>
      ) : null}
      <div className="legal-body">{children}</div>
    </Box>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="div" mb="5">
      <Heading as="h2" size="5" mb="2">
        {title}
      </Heading>
      <Text as="div" size="3" className="legal-section__body">
        {children}
      </Text>
    </Box>
  );
}

export function SupportContact({ phone, email, legal }: { phone: string; email: string; legal: LegalWords }) {
  return (
    <ul>
      <li>
        {legal.phone} <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
      </li>
      <li>
        {legal.email} <a href={`mailto:${email}`}>{email}</a>
      </li>
    </ul>
  );
}
