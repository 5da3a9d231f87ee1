import { Link } from "@remix-run/react";
import type { Theme } from "~/domain/preferences";
import { whatsappLink } from "~/domain/whatsapp";
import { CallbackFormIsland } from "~/components/quick-enquiry/callback-island";
import { ThemeChoice } from "./theme-control";
import { WhatsAppLink } from "./whatsapp-link";

// Four social entries (docs/product.md#browsing): two have a link, two have none yet.
const SOCIALS = [
  { name: "Facebook", href: "https://www.facebook.com/", logo: "f" },
  { name: "Instagram", href: "https://www.instagram.com/", logo: "◎" },
  { name: "YouTube", href: null, logo: "▶" },
  { name: "X", href: null, logo: "𝕏" },
] as const;

export function Footer({ whatsappNumber, theme }: { whatsappNumber: string; theme: Theme }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="footer-links">
        <Link to="/">Home</Link>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          Contact
        </a>
      </nav>
      <CallbackFormIsland id="footer-callback" />
      <ul className="footer-socials" aria-label="Social media">
        {SOCIALS.map((s) => (
          <li key={s.name}>
            {s.href ? (
              <a href={s.href} target="_blank" rel="noopener noreferrer" className="social">
                <span aria-hidden="true">{s.logo}</span>
                <span className="visually-hidden">{s.name}</span>
              </a>
            ) : (
              <span className="social social-disabled" title={`${s.name} (coming soon)`}>
                <span aria-hidden="true">{s.logo}</span>
                <span className="visually-hidden">{s.name} (coming soon)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ThemeChoice theme={theme} />
      <p className="footer-note">Verified properties across Coimbatore. Prices in Indian rupees (₹).</p>
      {/* Fixed to the corner of the screen; inside the footer so it belongs to a landmark. */}
      <WhatsAppLink number={whatsappNumber} />
    </footer>
  );
}
