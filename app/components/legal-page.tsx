// Shared frame for the static legal pages (/terms, /privacy-policy).
import { Box, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { formatPhone, phoneHref } from "~/domain/format";

export const LEGAL_UPDATED = "1 June 2025";

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box className="legal-page">
      <Heading as="h1" size="8" mb="2">
        {title}
      </Heading>
      <Text as="p" color="gray" size="2" mb="5">
        Last updated: {LEGAL_UPDATED}
      </Text>
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

export function SupportContact({ phone, email }: { phone: string; email: string }) {
  return (
    <ul>
      <li>
        Phone / WhatsApp: <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
      </li>
      <li>
        E-mail: <a href={`mailto:${email}`}>{email}</a>
      </li>
    </ul>
  );
}
