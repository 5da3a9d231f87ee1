// Terms of use: a static legal page showing the support phone and e-mail from settings
// (docs/product.md#legal-pages).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage, LegalSection, SupportContact } from "~/components/legal-page";
import { CREDIT_PACKS, LISTING_COST_CREDITS, REVEAL_COST_CREDITS } from "~/domain/catalog";
import { formatRupees } from "~/domain/format";
import { SITE_NAME } from "~/domain/listing-share";
import { getEnv, publicSettings } from "~/server/platform/context.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { supportPhone, supportEmail } = publicSettings(getEnv(context));
  return data({ supportPhone, supportEmail });
}

export default function Terms() {
  const { supportPhone, supportEmail } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Terms of Use">
      <LegalSection title="1. About us and these terms">
        <p>
          {SITE_NAME} is an online marketplace where owners, builders and brokers advertise land, plots, houses,
          apartments, villas, agricultural land and commercial property in and around Coimbatore, Tamil Nadu, and where
          buyers and tenants find and contact them. By using this website you agree to these terms. If you do not agree,
          please do not use the site.
        </p>
        <p>
          We are a listing platform only. We are not a real-estate agent, broker or party to any sale, lease or other
          agreement between users, and we do not charge any brokerage on transactions.
        </p>
      </LegalSection>

      <LegalSection title="2. Accounts">
        <p>
          You need an account to post listings, favourite listings, view seller pages or reveal a seller's mobile
          number. Give accurate details, keep your password private and tell us at once if you think someone else is
          using your account. You are responsible for everything done through your account. You must be at least 18
          years old.
        </p>
      </LegalSection>

      <LegalSection title="3. Credits and payments">
        <ul>
          <li>
            Some actions are paid for with credits: posting a listing costs {LISTING_COST_CREDITS} credits and revealing
            a seller's mobile number costs {REVEAL_COST_CREDITS} credits.
          </li>
          <li>
            Credits are sold in packs (
            {CREDIT_PACKS.map((p) => `${p.credits} credits for ${formatRupees(p.amount)}`).join(", ")}). Prices include
            applicable taxes unless stated otherwise. Payments are processed by our payment partner; we never see or
            store your card or UPI details.
          </li>
          <li>
            Credits are added once the payment partner confirms the payment. They have no cash value, cannot be
            transferred and are not refundable, except where a payment was taken but credits were not added, or where
            the law requires a refund. Write to us within 30 days in that case.
          </li>
          <li>Credits spent on a listing are not returned if the listing is rejected for breaking these terms.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Listings">
        <ul>
          <li>
            Only post property you own or are authorised to market. Titles, prices, land area, approvals (such as DTCP
            approval), photos and location must be true and current. Do not post duplicate listings.
          </li>
          <li>
            New listings are reviewed before they are shown to the public. We may approve, reject, edit for formatting,
            or remove any listing, and mark a listing as sold, at our discretion.
          </li>
          <li>
            Photos must be your own or used with permission. By uploading them you allow us to store, resize and display
            them on this site and in link previews when listings are shared.
          </li>
          <li>Mark your listing as sold or remove it as soon as it is no longer available.</li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Buyers: check before you pay">
        <p>
          We do not verify every document. Before paying any advance or signing anything, inspect the property, check
          the title deed, encumbrance certificate, patta/chitta, approvals and tax receipts, and take independent legal
          advice. Never pay money to anyone you have not met or to an account you cannot verify. We are not responsible
          for any loss arising from dealings between users.
        </p>
      </LegalSection>

      <LegalSection title="6. Acceptable use">
        <p>
          Do not misuse the site: no false or misleading listings, spam, harvesting of phone numbers, automated
          scraping, attempts to break security, or content that is unlawful, abusive or infringes anyone's rights. We
          may suspend or close accounts that break these terms, without refund of unused credits in serious cases.
        </p>
      </LegalSection>

      <LegalSection title="7. Liability">
        <p>
          The site is provided "as is". To the extent the law allows, we are not liable for indirect or consequential
          loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.
        </p>
      </LegalSection>

      <LegalSection title="8. Privacy">
        <p>
          How we handle your personal data and cookies is described in our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection title="9. Changes, law and disputes">
        <p>
          We may update these terms; the date at the top shows the latest version, and continued use means you accept
          it. These terms are governed by the laws of India, and the courts at Coimbatore, Tamil Nadu have jurisdiction.
        </p>
      </LegalSection>

      <LegalSection title="10. Contact">
        <p>Questions, complaints or refund requests:</p>
        <SupportContact phone={supportPhone} email={supportEmail} />
      </LegalSection>
    </LegalPage>
  );
}

export const meta: MetaFunction = () => [
  { title: `Terms of Use | ${SITE_NAME}` },
  { name: "description", content: `The terms for using ${SITE_NAME}: accounts, credits, listings and payments.` },
];
