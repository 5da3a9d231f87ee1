// Privacy policy: a static legal page showing the support phone and e-mail from settings
// (docs/product.md#legal-pages).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Table } from "@radix-ui/themes";
import { LegalPage, LegalSection, SupportContact } from "~/components/legal-page";
import { COOKIE_CONSENT_DAYS, VIEWED_LISTINGS_DAYS } from "~/domain/catalog";
import { SITE_NAME } from "~/domain/listing-share";
import { getEnv, publicSettings } from "~/server/platform/context.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { supportPhone, supportEmail } = publicSettings(getEnv(context));
  return data({ supportPhone, supportEmail });
}

const COOKIES: { name: string; purpose: string; lifetime: string }[] = [
  {
    name: "session-token",
    purpose: "Keeps you signed in. Holds only a random identifier; essential, set only when you sign in.",
    lifetime: "Until you log out or the session expires",
  },
  {
    name: "cookieConsent",
    purpose: "Remembers your answer to the cookie banner (true or false).",
    lifetime: `${COOKIE_CONSENT_DAYS.accept} days if you accept, ${COOKIE_CONSENT_DAYS.decline} days if you decline, ${COOKIE_CONSENT_DAYS.dismiss} day if you close the banner`,
  },
  {
    name: "viewed_listings",
    purpose:
      "Only if you accept cookies: the ids of listings you have opened, so each listing's view count goes up once per visitor.",
    lifetime: `${VIEWED_LISTINGS_DAYS} days`,
  },
  {
    name: "theme",
    purpose: "Remembers light, dark or system appearance so pages load without a flash.",
    lifetime: "1 year",
  },
  {
    name: "toast",
    purpose: "Carries a one-off message (such as “Profile updated”) to the next page.",
    lifetime: "1 minute",
  },
];

export default function PrivacyPolicy() {
  const { supportPhone, supportEmail } = useLoaderData<typeof loader>();
  return (
    <LegalPage title="Privacy Policy">
      <LegalSection title="Who we are">
        <p>
          {SITE_NAME} is a property marketplace for Coimbatore, Tamil Nadu. This policy explains what personal data we
          collect, why, how long we keep it and the choices you have, in line with India's Digital Personal Data
          Protection Act, 2023 and the Information Technology Act, 2000.
        </p>
      </LegalSection>

      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account details</strong>: name, username, e-mail, mobile number, account type, and optionally a bio,
            gender and profile photo. Passwords are stored only as a salted hash. If you sign in with Google or Facebook
            we receive your name, e-mail and an account identifier from them.
          </li>
          <li>
            <strong>Listings</strong> you post: property details, price, address, map location and photos. Listings are
            public once approved. We remove location data embedded in photos (phone cameras record GPS) before storing
            them.
          </li>
          <li>
            <strong>Activity</strong>: listings you open (with your account if you are signed in), favourites, searches
            you type into the AI search box, and which sellers' numbers you revealed. Sellers can see who revealed their
            number from their listing.
          </li>
          <li>
            <strong>Payments</strong>: the credit pack, amount, date and the payment partner's order and payment ids.
            Card, UPI and bank details go directly to the payment partner and never reach us.
          </li>
          <li>
            <strong>Technical data</strong>: IP address and browser type in short-lived security logs, used to stop
            abuse such as repeated failed logins.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we use it">
        <ul>
          <li>To run your account, show listings, connect buyers with sellers and process credit purchases.</li>
          <li>To review listings, prevent fraud and spam, and keep the service secure.</li>
          <li>To show sellers how often their listings are viewed.</li>
          <li>To answer your questions and send account e-mails (verification, password reset, receipts).</li>
        </ul>
        <p>We do not sell your personal data, and we do not show third-party advertising.</p>
      </LegalSection>

      <LegalSection title="Cookies">
        <p>
          We use a small number of first-party cookies and no third-party tracking cookies. The cookie banner lets you
          accept or decline the optional ones; essential cookies are always set.
        </p>
        <Table.Root variant="surface" size="1" my="3">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Cookie</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Purpose</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Lifetime</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {COOKIES.map((c) => (
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
        <p>
          If you decline, views are still counted, but without remembering which listings you opened. Your browser may
          also store your theme choice in local storage.
        </p>
      </LegalSection>

      <LegalSection title="Who we share it with">
        <ul>
          <li>Other users: your public profile (name, username, photo, bio) and your listings.</li>
          <li>Sellers whose number you reveal see your name and phone number, so they can call you back.</li>
          <li>
            Service providers who work for us under contract: hosting and storage (Cloudflare), the payment partner
            (Razorpay), e-mail delivery, and, for AI search only, the language-model provider that reads your search
            text.
          </li>
          <li>Authorities, when the law requires it.</li>
        </ul>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <ul>
          <li>
            Account details: while your account is open. If you delete your account we erase or anonymise it within 30
            days.
          </li>
          <li>Listings: until you or we remove them; sold listings may stay visible marked as sold.</li>
          <li>View records: up to 2 years, then kept only as totals.</li>
          <li>Payment and credit records: 8 years, as Indian tax and accounting law requires.</li>
          <li>Security logs: up to 90 days.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          You can see and correct your details on your profile page and delete your account there at any time. You may
          also ask us for a summary of your data, to correct or erase it, or to withdraw consent, and you may nominate
          someone to act for you. If you are unhappy with our answer you can complain to the Data Protection Board of
          India. See also our <Link to="/terms">Terms of Use</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Contact and grievance officer">
        <p>For privacy questions, requests or complaints, contact our grievance officer:</p>
        <SupportContact phone={supportPhone} email={supportEmail} />
        <p>We reply within 7 working days.</p>
      </LegalSection>
    </LegalPage>
  );
}

export const meta: MetaFunction = () => [
  { title: `Privacy Policy | ${SITE_NAME}` },
  { name: "description", content: `How ${SITE_NAME} handles your personal data and cookies.` },
];
