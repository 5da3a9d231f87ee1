// Privacy policy: a static legal page showing the support phone and e-mail from settings
// (docs/product.md#legal-pages). Its text is the browse catalogue's `legal` (Tamil with a line
// saying the English version prevails).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Table } from "@radix-ui/themes";
import { LegalPage, LegalSection, SupportContact } from "~/components/legal-page";
import { COOKIE_CONSENT_DAYS, VIEWED_LISTINGS_DAYS } from "~/domain/catalog";
import { legalFor } from "~/messages/browse.server";
import { LANG_COOKIE } from "~/domain/language";
import { fill } from "~/messages/messages";
import { requestLang } from "~/server/http/language.server";
import { getEnv, publicSettings } from "~/server/platform/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { supportPhone, supportEmail } = publicSettings(getEnv(context));
  return data({ supportPhone, supportEmail, legal: legalFor(requestLang(request)) });
}

type Legal = ReturnType<typeof legalFor>;

function cookies(t: Legal["privacy"]["cookies"]): { name: string; purpose: string; lifetime: string }[] {
  return [
    { name: "session-token", purpose: t.session, lifetime: t.sessionLifetime },
    {
      name: "cookieConsent",
      purpose: t.consent,
      lifetime: fill(t.consentLifetime, COOKIE_CONSENT_DAYS),
    },
    { name: "viewed_listings", purpose: t.viewed, lifetime: fill(t.viewedLifetime, { days: VIEWED_LISTINGS_DAYS }) },
    { name: "theme", purpose: t.theme, lifetime: t.themeLifetime },
    { name: LANG_COOKIE, purpose: t.lang, lifetime: t.langLifetime },
    { name: "known-device", purpose: t.knownDevice, lifetime: t.knownDeviceLifetime },
    { name: "toast", purpose: t.toast, lifetime: t.toastLifetime },
  ];
}

export default function PrivacyPolicy() {
  const { supportPhone, supportEmail, legal } = useLoaderData<typeof loader>();
  const t = legal.privacy;
  return (
    <LegalPage title={t.title} legal={legal}>
      <LegalSection title={t.who.title}>
        <p>{fill(t.who.text, { site: legal.site })}</p>
      </LegalSection>

      <LegalSection title={t.collect.title}>
        <ul>
          <li>
            <strong>{t.collect.accountLead}</strong>
            {t.collect.account}
          </li>
          <li>
            <strong>{t.collect.listingsLead}</strong>
            {t.collect.listings}
          </li>
          <li>
            <strong>{t.collect.activityLead}</strong>
            {t.collect.activity}
          </li>
          <li>
            <strong>{t.collect.paymentsLead}</strong>
            {t.collect.payments}
          </li>
          <li>
            <strong>{t.collect.technicalLead}</strong>
            {t.collect.technical}
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t.why.title}>
        <ul>
          <li>{t.why.run}</li>
          <li>{t.why.review}</li>
          <li>{t.why.views}</li>
          <li>{t.why.answer}</li>
        </ul>
        <p>{t.why.noSale}</p>
      </LegalSection>

      <LegalSection title={t.cookies.title}>
        <p>{t.cookies.intro}</p>
        <Table.Root variant="surface" size="1" my="3">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.cookies.cookie}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.cookies.purpose}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.cookies.lifetime}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cookies(t.cookies).map((c) => (
              <Table.Row key={c.name}>
                <Table.RowHeaderCell>
                  <code>{c.name}</code>
                </Table.RowHeaderCell>
                <Table.Cell>{c.purpose}</Table.Cell>
                <Table.Cell>{c.lifetime}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <p>{t.cookies.declined}</p>
      </LegalSection>

      <LegalSection title={t.share.title}>
        <ul>
          <li>{t.share.users}</li>
          <li>{t.share.sellers}</li>
          <li>{t.share.providers}</li>
          <li>{t.share.authorities}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t.keep.title}>
        <ul>
          <li>{t.keep.account}</li>
          <li>{t.keep.listings}</li>
          <li>{t.keep.views}</li>
          <li>{t.keep.payments}</li>
          <li>{t.keep.logs}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t.rights.title}>
        <p>
          {t.rights.text}
          <Link to="/terms">{t.rights.link}</Link>
          {t.rights.after}
        </p>
      </LegalSection>

      <LegalSection title={t.contact.title}>
        <p>{t.contact.lead}</p>
        <SupportContact phone={supportPhone} email={supportEmail} legal={legal} />
        <p>{t.contact.reply}</p>
      </LegalSection>
    </LegalPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const legal = data?.legal;
  if (!legal) return [];
  return [
    { title: fill(legal.privacy.metaTitle, { site: legal.site }) },
    { name: "description", content: fill(legal.privacy.metaDescription, { site: legal.site }) },
  ];
};
