import { Link } from "@remix-run/react";
import type { Theme } from "~/domain/preferences";
import { canPostListings } from "~/domain/permissions";
import type { SessionUser } from "~/server/session.server";
import { CoinIcon, LogoMark, PlusIcon } from "./icons";
import { ThemeToggle } from "./theme-control";

type Props = {
  user: SessionUser | null;
  theme: Theme;
  search?: React.ReactNode;
  favourites?: React.ReactNode;
  userMenu: React.ReactNode;
};

export function TopBar({ user, theme, search, favourites, userMenu }: Props) {
  return (
    <header className="top-bar">
      <Link to="/" className="brand" aria-label="Coimbatore Properties home">
        <LogoMark />
        <span className="brand-name">
          Coimbatore<span className="brand-accent">Properties</span>
        </span>
      </Link>
      {search ? <div className="top-bar-search lg-only">{search}</div> : <div className="top-bar-spacer" />}
      <nav className="top-bar-actions" aria-label="Account">
        {user ? <CreditsBadge credits={user.credits} /> : null}
        {user && canPostListings(user.role) ? (
          <Link to="/create-listing" className="icon-button" aria-label="Create listing" title="Create listing">
            <PlusIcon />
          </Link>
        ) : null}
        <ThemeToggle theme={theme} />
        {favourites}
        {userMenu}
      </nav>
    </header>
  );
}

function CreditsBadge({ credits }: { credits: number }) {
  return (
    <details className="menu lg-only credits-menu">
      <summary className="badge-button" aria-label={`${credits} credits`}>
        <CoinIcon /> <span>{credits}</span>
      </summary>
      <div className="menu-panel" role="menu">
        <Link role="menuitem" to="/buy-credits">
          Buy credits
        </Link>
        <Link role="menuitem" to="/credit-history">
          Credit history
        </Link>
      </div>
    </details>
  );
}
