// Terms of use: a static legal page showing the support phone and e-mail from settings
// (docs/product.md#legal-pages). Its text is the browse catalogue's `legal` (Tamil with a line
// saying the English version prevails).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage, LegalSection, SupportContact } from "~/components/legal-page";
import { CREDIT_PACKS, LISTING_COST_CREDITS, REVEAL_COST_CREDITS } from "~/domain/catalog";
import { formatRupees } from "~/domain/format";
import { legalFor } from "~/messages/browse.server";
import { fill } from "~/messages/messages";
import { requestLang } from "~/server/http/language.server";
import { getEnv, publicSettings } from "~/server/platform/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { supportPhone, supportEmail } = publicSettings(getEnv(context));
  return data({ supportPhone, supportEmail, legal: legalFor(requestLang(request)) });
}

export default function Terms() {
  const { supportPhone, supportEmail, legal } = useLoaderData<typeof loader>();
  const t = legal.terms;
  const packs = CREDIT_PACKS.map((p) =>
    fill(t.credits.pack, { credits: p.credits, amount: formatRupees(p.amount) }),
  ).join(", ");
  return (
    <LegalPage title={t.title} legal={legal}>
      <LegalSection title={t.about.title}>
        <p>{fill(t.about.text, { site: legal.site })}</p>
        <p>{t.about.platform}</p>
      </LegalSection>

      <LegalSection title={t.accounts.title}>
        <p>{t.accounts.text}</p>
      </LegalSection>

      <LegalSection title={t.credits.title}>
        <ul>
          <li>{fill(t.credits.costs, { listing: LISTING_COST_CREDITS, reveal: REVEAL_COST_CREDITS })}</li>
          <li>{fill(t.credits.packs, { packs })}</li>
          <li>{t.credits.refunds}</li>
          <li>{t.credits.rejected}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t.listings.title}>
        <ul>
          <li>{t.listings.own}</li>
          <li>{t.listings.review}</li>
          <li>{t.listings.photos}</li>
          <li>{t.listings.sold}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t.buyers.title}>
        <p>{t.buyers.text}</p>
      </LegalSection>

      <LegalSection title={t.use.title}>
        <p>{t.use.text}</p>
      </LegalSection>

      <LegalSection title={t.liability.title}>
        <p>{t.liability.text}</p>
      </LegalSection>

      <LegalSection title={t.privacy.title}>
        <p>
          {t.privacy.text}
          <Link to="/privacy-policy">{t.privacy.link}</Link>
          {t.privacy.after}
        </p>
      </LegalSection>

      <LegalSection title={t.changes.title}>
        <p>{t.changes.text}</p>
      </LegalSection>

      <LegalSection title={t.contact.title}>
        <p>{t.contact.lead}</p>
        <SupportContact phone={supportPhone} email={supportEmail} legal={legal} />
      </LegalSection>
    </LegalPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const legal = data?.legal;
  if (!legal) return [];
  return [
    { title: fill(legal.terms.metaTitle, { site: legal.site }) },
    { name: "description", content: fill(legal.terms.metaDescription, { site: legal.site }) },
  ];
};
