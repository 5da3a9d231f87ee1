import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useMessages } from "~/messages/use-messages";
import { HeartIcon } from "./heart-icon";

type Props = {
  listingId: number;
  /** Whether the listing is in the signed-in user's favourites (favouriteIdsFor on the server). */
  isFavourite: boolean;
  /** Visitors get a form that sends them to /login, whose sign-in then saves the listing. */
  signedIn: boolean;
  /** The id of the element a visitor comes back to after signing in (a card in a list). */
  returnAnchor?: string;
  className?: string;
};

/**
 * The heart toggle on cards and the detail page. A plain form without JavaScript (the action
 * redirects back with a toast); with JavaScript a fetcher flips the heart at once.
 * A visitor's heart posts too: /favourites keeps the wish and sends them to sign in, and they come
 * back to the same place with the listing saved (docs/product.md#top-bar).
 * Do not place it inside another link (a card's <a>): interactive content cannot nest.
 */
export function FavouriteButton({ listingId, isFavourite, signedIn, returnAnchor, className }: Props) {
  const fetcher = useFetcher();
  const location = useLocation();
  const here = location.pathname + location.search;
  const cls = ["fav-heart", className].filter(Boolean).join(" ");
  const t = useMessages("saved").favourites;

  if (!signedIn) {
    return (
      <Form method="post" action="/favourites" className="fav-heart-form">
        <input type="hidden" name="listingId" value={listingId} />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="redirectTo" value={returnAnchor ? `${here}#${returnAnchor}` : here} />
        <button type="submit" className={cls} aria-label={t.signIn} title={t.signIn}>
          <HeartIcon />
        </button>
      </Form>
    );
  }

  // Optimistic: while a submission is in flight, show the state it asks for.
  const pending = fetcher.formData?.get("intent");
  const favourite = pending ? pending === "add" : isFavourite;
  const label = favourite ? t.remove : t.add;

  return (
    <fetcher.Form method="post" action="/favourites" preventScrollReset className="fav-heart-form">
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={favourite ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={cls} aria-pressed={favourite} aria-label={label} title={label}>
        <HeartIcon filled={favourite} />
      </button>
    </fetcher.Form>
  );
}
