import { Link } from "@remix-run/react";
import type { Theme } from "~/domain/preferences";
import { canPostListings } from "~/domain/permissions";
import type { Lang } from "~/domain/language";
import type { SessionUser } from "~/server/accounts/session.server";
import type { AllMessages } from "~/messages/catalogues.server";
import { Dropdown } from "../ui/dropdown";
import { CreditsIcon, LogoMark, PlusIcon } from "~/components/icons";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-control";

type Layout = AllMessages["layout"];

type Props = {
  user: SessionUser | null;
  theme: Theme;
  lang: Lang;
  t: Layout;
  search?: React.ReactNode;
  favourites?: React.ReactNode;
  userMenu: React.ReactNode;
};

export function TopBar({ user, theme, lang, t, search, favourites, userMenu }: Props) {
  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        <LogoMark />
        <span className="brand-name">
          {t.brand.first} <span className="brand-accent">{t.brand.second}</span>
        </span>
      </Link>
      {search ? <div className="top-bar-search lg-only">{search}</div> : <div className="top-bar-spacer" />}
      <div className="top-bar-actions">
        {user ? <CreditsBadge credits={user.credits} t={t.credits} /> : null}
        {user && canPostListings(user.role) ? (
          <Link to="/create-listing" className="icon-button" aria-label={t.createListing} title={t.createListing}>
            <PlusIcon />
          </Link>
        ) : null}
        <LanguageSwitch lang={lang} t={t.language} />
        <ThemeToggle theme={theme} t={t.theme} />
        {favourites}
        {userMenu}
      </div>
    </header>
  );
}

function CreditsBadge({ credits, t }: { credits: number; t: Layout["credits"] }) {
  return (
    <Dropdown
      className="lg-only"
      trigger={
        <>
          <CreditsIcon /> {credits}
          <span className="visually-hidden">{` ${credits === 1 ? t.one : t.many}`}</span>
        </>
      }
      triggerVariant="outlined"
    >
      <Link to="/buy-credits" className="dropdown__item">
        {t.buy}
      </Link>
      <Link to="/credit-history" className="dropdown__item">
        {t.history}
      </Link>
    </Dropdown>
  );
}
