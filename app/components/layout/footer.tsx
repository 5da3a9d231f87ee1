import { Link } from "@remix-run/react";
import type { Lang } from "~/domain/language";
import type { Theme } from "~/domain/preferences";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { whatsappLink } from "~/domain/whatsapp";
import { CallbackFormIsland } from "~/components/quick-enquiry/callback-island";
import { LanguageSwitch } from "./language-switch";
import { ThemeChoice } from "./theme-control";
import { WhatsAppLink } from "./whatsapp-link";

// Four social entries (docs/product.md#browsing): two have a link, two have none yet.
const SOCIALS = [
  { name: "Facebook", href: "https://www.facebook.com/", logo: "f" },
  { name: "Instagram", href: "https://www.instagram.com/", logo: "◎" },
  { name: "YouTube", href: null, logo: "▶" },
  { name: "X", href: null, logo: "𝕏" },
] as const;

export function Footer({
  whatsappNumber,
  theme,
  lang,
  t,
}: {
  whatsappNumber: string;
  theme: Theme;
  lang: Lang;
  t: AllMessages["layout"];
}) {
  const f = t.footer;
  return (
    <footer className="site-footer">
      <nav aria-label={f.nav} className="footer-links">
        <Link to="/">{f.home}</Link>
        <Link to="/terms">{f.terms}</Link>
        <Link to="/privacy-policy">{f.privacy}</Link>
        <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          {f.contact}
        </a>
      </nav>
      <CallbackFormIsland id="footer-callback" />
      <ul className="footer-socials" aria-label={f.socials}>
        {SOCIALS.map((s) => (
          <li key={s.name}>
            {s.href ? (
              <a href={s.href} target="_blank" rel="noopener noreferrer" className="social">
                <span aria-hidden="true">{s.logo}</span>
                <span className="visually-hidden">{s.name}</span>
              </a>
            ) : (
              <span className="social social-disabled" title={fill(f.comingSoon, { name: s.name })}>
                <span aria-hidden="true">{s.logo}</span>
                <span className="visually-hidden">{fill(f.comingSoon, { name: s.name })}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ThemeChoice theme={theme} t={t.theme} />
      <LanguageSwitch lang={lang} t={t.language} />
      <p className="footer-note">{f.note}</p>
      {/* Fixed to the corner of the screen; inside the footer so it belongs to a landmark. */}
      <WhatsAppLink number={whatsappNumber} label={t.whatsapp} />
    </footer>
  );
}
