import { Form, Link, useLocation } from "@remix-run/react";
import type { Theme } from "~/domain/preferences";
import { canPostListings } from "~/domain/permissions";
import type { SessionUser } from "~/server/session.server";
import { CoinIcon, LogoMark, PlusIcon, UserIcon } from "./icons";
import { ThemeToggle } from "./ThemeControl";

type Props = { user: SessionUser | null; theme: Theme; search?: React.ReactNode; favourites?: React.ReactNode; userMenu?: React.ReactNode };

export function TopBar({ user, theme, search, favourites, userMenu }: Props) {
  return (
    <header className="top-bar">
      <Link to="/" className="brand" aria-label="Coimbatore Properties home">
        <LogoMark />
        <span className="brand-name">Coimbatore<span className="brand-accent">Properties</span></span>
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
        {userMenu ?? <FallbackUserMenu user={user} />}
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
        <Link role="menuitem" to="/buy-credits">Buy credits</Link>
        <Link role="menuitem" to="/credit-history">Credit history</Link>
      </div>
    </details>
  );
}

/** Minimal user menu until the accounts menu is wired in. */
function FallbackUserMenu({ user }: { user: SessionUser | null }) {
  const location = useLocation();
  return (
    <details className="menu">
      <summary className="icon-button" aria-label="User menu"><UserIcon /></summary>
      <div className="menu-panel" role="menu">
        {user ? (
          <>
            <Link role="menuitem" to="/profile">My Profile</Link>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value={location.pathname} />
              <button type="submit" role="menuitem" className="menu-item-button">Logout</button>
            </Form>
          </>
        ) : (
          <>
            <Link role="menuitem" to="/signup">Sign up</Link>
            <Link role="menuitem" to="/login">Login</Link>
          </>
        )}
      </div>
    </details>
  );
}
