import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Text } from "~/components/ui/text";
import { formatRupees, formatShortRupees } from "~/domain/format";
import { HeartIcon } from "./heart-icon";
import { Dropdown, DropdownSeparator } from "./ui/dropdown";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

/** One entry, as returned by getFavouritesSummary() in app/server/listings/favourites.server.ts. */
export type FavouriteEntry = {
  id: number;
  title: string;
  price: number;
  image: { src128: string } | null;
  postedBy: { username: string };
  priceAlert?: boolean;
};

/**
 * The top-bar favourites dropdown (docs/product.md#browsing): count badge, entries with a 128 px
 * thumbnail, title, price and username, a remove button each, "No favorites yet" when empty.
 * A Dropdown, so it opens without JavaScript; the "See all" link goes to /favourites, the same
 * list as a page.
 */
export function FavouritesMenu({ favourites }: { favourites: FavouriteEntry[] }) {
  const location = useLocation();
  const count = favourites.length;
  const t = useMessages("layout").favourites;
  return (
    <Dropdown
      title={t.title}
      width="wide"
      trigger={
        <>
          <HeartIcon />
          {/* Named by its text: "Favourites 3 saved" (the badge shows the number). */}
          <span className="visually-hidden">{t.title}</span>
          {count > 0 && (
            <span className="dropdown__badge">
              {count > 99 ? "99+" : count}
              <span className="visually-hidden">{t.saved}</span>
            </span>
          )}
        </>
      }
    >
      <Text as="p" size="2" weight="bold" mb="2" ml="1">
        {t.title}
      </Text>
      <FavouritesList favourites={favourites} redirectTo={location.pathname + location.search} />
      {count > 0 && (
        <>
          <DropdownSeparator />
          <Link to="/favourites" className="dropdown__item">
            {t.seeAll}
          </Link>
        </>
      )}
    </Dropdown>
  );
}

/**
 * The entries (also the /favourites page, which adds each one's "Tell me if the price drops"
 * toggle with `priceAlerts`: docs/product.md#alerts).
 */
export function FavouritesList({
  favourites,
  redirectTo,
  priceAlerts = false,
}: {
  favourites: FavouriteEntry[];
  redirectTo: string;
  priceAlerts?: boolean;
}) {
  const t = useMessages("saved").favourites;
  if (favourites.length === 0) {
    return (
      <Text as="p" size="2" color="gray" m="2">
        {t.none}
      </Text>
    );
  }
  return (
    <ul className="fav-list">
      {favourites.map((f) => (
        <FavouriteItem key={f.id} favourite={f} redirectTo={redirectTo} priceAlerts={priceAlerts} />
      ))}
    </ul>
  );
}

function FavouriteItem({
  favourite: f,
  redirectTo,
  priceAlerts,
}: {
  favourite: FavouriteEntry;
  redirectTo: string;
  priceAlerts: boolean;
}) {
  const fetcher = useFetcher();
  const t = useMessages("saved").favourites;
  const lang = useLang();
  // Hide at once while the removal is in flight (JavaScript on).
  if (fetcher.state !== "idle") return null;
  return (
    <li className="fav-item">
      <Link to={`/listing/${f.id}`} tabIndex={-1} aria-hidden="true">
        {f.image ? (
          <img
            className="fav-item__thumb"
            src={f.image.src128}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="fav-item__thumb" />
        )}
      </Link>
      <div className="fav-item__text">
        <Link to={`/listing/${f.id}`} className="fav-item__title">
          <Text size="2">{f.title}</Text>
        </Link>
        <Text as="div" size="2" weight="bold" title={formatRupees(f.price)}>
          {formatShortRupees(f.price, lang)}
        </Text>
        <Text as="div" size="1" color="gray">
          {f.postedBy.username}
        </Text>
        {priceAlerts ? <PriceAlertToggle favourite={f} redirectTo={redirectTo} /> : null}
      </div>
      <fetcher.Form method="post" action="/favourites" preventScrollReset>
        <input type="hidden" name="listingId" value={f.id} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          className="fav-item__remove"
          aria-label={fill(t.removeOne, { title: f.title })}
          title={t.removeShort}
        >
          {t.removeShort}
        </button>
      </fetcher.Form>
    </li>
  );
}

/** A POST form (works without JavaScript): on, the digest tells when this listing's price falls. */
function PriceAlertToggle({ favourite: f, redirectTo }: { favourite: FavouriteEntry; redirectTo: string }) {
  const fetcher = useFetcher();
  const t = useMessages("saved").favourites;
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "price-alert-on" : Boolean(f.priceAlert);
  return (
    <fetcher.Form method="post" action="/favourites" preventScrollReset className="fav-item__alert">
      <input type="hidden" name="listingId" value={f.id} />
      <input type="hidden" name="intent" value={on ? "price-alert-off" : "price-alert-on"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {on ? (
        <Text as="span" size="1" color="green" mr="2">
          {t.alertOn}
        </Text>
      ) : null}
      <button
        type="submit"
        className="fav-item__remove"
        aria-label={fill(on ? t.stopAlertFor : t.tellMeFor, { title: f.title })}
      >
        {on ? t.stopAlert : t.tellMe}
      </button>
    </fetcher.Form>
  );
}
