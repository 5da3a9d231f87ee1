import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Text } from "@radix-ui/themes";
import { formatRupees, formatShortRupees } from "~/domain/format";
import { HeartIcon } from "./heart-icon";
import { Dropdown, DropdownSeparator } from "./ui/dropdown";

/** One entry, as returned by getFavouritesSummary() in app/server/listings/favourites.server.ts. */
export type FavouriteEntry = {
  id: number;
  title: string;
  price: number;
  image: { src128: string } | null;
  postedBy: { username: string };
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
  return (
    <Dropdown
      title="Favourites"
      width="wide"
      trigger={
        <>
          <HeartIcon />
          {/* Named by its text: "Favourites 3 saved" (the badge shows the number). */}
          <span className="visually-hidden">Favourites</span>
          {count > 0 && (
            <span className="dropdown__badge">
              {count > 99 ? "99+" : count}
              <span className="visually-hidden"> saved</span>
            </span>
          )}
        </>
      }
    >
      <Text as="p" size="2" weight="bold" mb="2" ml="1">
        Favourites
      </Text>
      <FavouritesList favourites={favourites} redirectTo={location.pathname + location.search} />
      {count > 0 && (
        <>
          <DropdownSeparator />
          <Link to="/favourites" className="dropdown__item">
            See all favourites
          </Link>
        </>
      )}
    </Dropdown>
  );
}

/** The entries (also the /favourites page). */
export function FavouritesList({ favourites, redirectTo }: { favourites: FavouriteEntry[]; redirectTo: string }) {
  if (favourites.length === 0) {
    return (
      <Text as="p" size="2" color="gray" m="2">
        No favorites yet
      </Text>
    );
  }
  return (
    <ul className="fav-list">
      {favourites.map((f) => (
        <FavouriteItem key={f.id} favourite={f} redirectTo={redirectTo} />
      ))}
    </ul>
  );
}

function FavouriteItem({ favourite: f, redirectTo }: { favourite: FavouriteEntry; redirectTo: string }) {
  const fetcher = useFetcher();
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
          {formatShortRupees(f.price)}
        </Text>
        <Text as="div" size="1" color="gray">
          {f.postedBy.username}
        </Text>
      </div>
      <fetcher.Form method="post" action="/favourites" preventScrollReset>
        <input type="hidden" name="listingId" value={f.id} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          className="fav-item__remove"
          aria-label={`Remove ${f.title} from favourites`}
          title="Remove"
        >
          Remove
        </button>
      </fetcher.Form>
    </li>
  );
}
