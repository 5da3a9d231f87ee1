import { Form, Link } from "@remix-run/react";
import { Text } from "~/components/ui/text";
import type { Role } from "~/domain/catalog";
import { formatIndianNumber } from "~/domain/format";
import { canPostListings, isAdmin } from "~/domain/permissions";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { CreditsIcon } from "./icons";
import { Dropdown, DropdownSeparator } from "./ui/dropdown";
import { UserAvatar } from "./user-avatar";

/** The fields the menu needs; SessionUser from app/server/accounts/session.server.ts fits. */
export type UserMenuUser = {
  username: string;
  fullName: string;
  role: Role;
  credits: number;
  profileImage: string | null;
};

/**
 * One link of the menu. `narrowOnly`: shown below 1024 px only, where the top bar has no credits
 * badge (its dropdown holds the same links from 1024 px, class `lg-only`).
 */
export type UserMenuEntry = { to: string; label: string; narrowOnly?: boolean };

/** The menu's words, from the layout catalogue in the page's language. */
export type MenuWords = AllMessages["layout"]["menu"];

/**
 * Menu entries by role (docs/product.md#top-bar): only what the account can do. Everyone signed
 * in has a balance (buyers spend credits too), so Buy credits and Credit history are for all;
 * "New Listing" only for who may post (canPostListings, the rule /create-listing enforces).
 * Exported for tests.
 */
export function userMenuEntries(role: Role | null, t: MenuWords): UserMenuEntry[] {
  if (!role)
    return [
      { to: "/signup", label: t.signup },
      { to: "/login", label: t.login },
    ];
  const entries: UserMenuEntry[] = [
    { to: "/buy-credits", label: t.buyCredits, narrowOnly: true },
    { to: "/credit-history", label: t.creditHistory, narrowOnly: true },
  ];
  if (canPostListings(role)) entries.push({ to: "/create-listing", label: t.newListing });
  entries.push({ to: "/profile", label: t.profile });
  // Everyone signed in can save searches (docs/product.md#saved-searches).
  entries.push({ to: "/saved-searches", label: t.savedSearches });
  // Everyone who may post has listings of their own to manage: sellers, admins and superadmins.
  if (canPostListings(role)) entries.push({ to: "/seller/listings", label: t.myListings });
  if (isAdmin(role)) {
    entries.push(
      { to: "/admin/users", label: t.allUsers },
      { to: "/admin/listings", label: t.allListings },
      { to: "/admin", label: t.admin },
    );
  }
  return entries;
}

/**
 * The top-bar user menu: a Dropdown of links (works without JavaScript); Logout is a POST form
 * to /logout. `profileImageUrl` is imageUrl(user.profileImage) from the server, if any.
 */
export function UserMenu({ user, profileImageUrl }: { user: UserMenuUser | null; profileImageUrl?: string | null }) {
  const name = user ? user.fullName || user.username : "";
  const layout = useMessages("layout");
  const t = layout.menu;
  const entries = userMenuEntries(user?.role ?? null, t);
  return (
    <Dropdown
      title={t.title}
      trigger={
        <>
          {user ? <UserAvatar name={name} src={profileImageUrl} size={32} /> : <PersonIcon />}
          <span className="visually-hidden">{user ? fill(t.accountFor, { name }) : t.account}</span>
        </>
      }
    >
      {user && (
        <>
          <Text as="div" size="2" weight="bold" mx="2" mt="1" truncate>
            {name}
          </Text>
          <Text as="div" size="1" color="gray" mx="2" mb="1" truncate>
            @{user.username}
          </Text>
          <DropdownSeparator />
        </>
      )}
      <nav aria-label={t.nav}>
        {user ? (
          // Below 1024 px the balance and its links live here; wider, in the top bar's credits menu.
          <div className="user-menu__credits">
            <div className="user-menu__balance">
              <CreditsIcon size={16} /> {layout.credits.balance} <strong>{formatIndianNumber(user.credits)}</strong>
            </div>
            {entries
              .filter((e) => e.narrowOnly)
              .map((e) => (
                <Link key={e.to} to={e.to} className="dropdown__item">
                  {e.label}
                </Link>
              ))}
            <DropdownSeparator />
          </div>
        ) : null}
        {entries
          .filter((e) => !e.narrowOnly)
          .map((e) => (
            <Link key={e.to} to={e.to} className="dropdown__item">
              {e.label}
            </Link>
          ))}
        {user && (
          <>
            <DropdownSeparator />
            <Form method="post" action="/logout">
              <button type="submit" className="dropdown__item">
                {t.logout}
              </button>
            </Form>
          </>
        )}
      </nav>
    </Dropdown>
  );
}

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
