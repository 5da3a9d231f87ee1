import { Link } from "@remix-run/react";
import type { Theme } from "~/domain/preferences";
import { canPostListings } from "~/domain/permissions";
import { countNoun } from "~/domain/format";
import type { SessionUser } from "~/server/accounts/session.server";
import { Dropdown } from "../ui/dropdown";
import { CreditsIcon, LogoMark, PlusIcon } from "~/components/icons";
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
      <Link to="/" className="brand">
        <LogoMark />
        <span className="brand-name">
          Coimbatore <span className="brand-accent">Properties</span>
        </span>
      </Link>
      {search ? <div className="top-bar-search lg-only">{search}</div> : <div className="top-bar-spacer" />}
      <div className="top-bar-actions">
        {user ? <CreditsBadge credits={user.credits} /> : null}
        {user && canPostListings(user.role) ? (
          <Link to="/create-listing" className="icon-button" aria-label="Create listing" title="Create listing">
            <PlusIcon />
          </Link>
        ) : null}
        <ThemeToggle theme={theme} />
        {favourites}
        {userMenu}
      </div>
    </header>
  );
}

function CreditsBadge({ credits }: { credits: number }) {
  return (
    <Dropdown
      className="lg-only"
      trigger={
        <>
          <CreditsIcon /> {credits}
          <span className="visually-hidden">{` ${countNoun(credits, "credit")}`}</span>
        </>
      }
      triggerVariant="outlined"
    >
      <Link to="/buy-credits" className="dropdown__item">
        Buy credits
      </Link>
      <Link to="/credit-history" className="dropdown__item">
        Credit history
      </Link>
    </Dropdown>
  );
}
