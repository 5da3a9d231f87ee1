import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Heading, Text } from "@radix-ui/themes";
import { FavouritesList } from "~/components/favourites-menu";
import { parseListingId } from "~/domain/listing-id";
import { safeRedirect } from "~/domain/safe-redirect";
import { getDb } from "~/server/platform/context.server";
import { messagesOf } from "~/server/http/language.server";
import {
  addFavourite,
  getFavouritesSummary,
  pendingFavouriteCookie,
  removeFavourite,
  setPriceAlert,
} from "~/server/listings/favourites.server";
import { readForm } from "~/server/http/form.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { getOptionalUser } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/http/toast.server";

// GET: the full favourites list (the dropdown's page of its own, also handy on phones).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return {
    messages: messagesOf(request, ["credits"]),
    favourites: await getFavouritesSummary(getDb(context), user.id),
  };
}

// POST listingId, intent add|remove|price-alert-on|price-alert-off, redirectTo: plain form or
// fetcher, same answer. The price alert is the digest's price drop (docs/product.md#alerts). A visitor's
// add goes to /login and is saved by the sign-in (docs/product.md#top-bar).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/favourites");
  const asked = form.get("intent");
  const listingId = parseListingId(form.get("listingId"));
  const user = await getOptionalUser(request, context);
  if (asked === "price-alert-on" || asked === "price-alert-off") {
    if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
    const on = asked === "price-alert-on";
    const ok = listingId !== null && (await setPriceAlert(getDb(context), user.id, listingId, on));
    if (!ok) return redirectWithToast(context, back, "error", "Failed to change the price alert");
    return redirectWithToast(
      context,
      back,
      "success",
      on ? "We will tell you if the price drops" : "Price alert turned off",
    );
  }
  const intent = asked === "remove" ? "remove" : "add";
  if (!user) {
    // A visitor's heart: sign in first; the sign-in then saves the listing (pending cookie).
    const login = `/login?redirectTo=${encodeURIComponent(back)}`;
    if (intent !== "add" || listingId === null) throw redirect(login);
    throw redirect(login, { headers: { "Set-Cookie": pendingFavouriteCookie(request, context, listingId) } });
  }

  const db = getDb(context);
  const ok =
    listingId === null
      ? false
      : intent === "add"
        ? await addFavourite(db, user.id, listingId)
        : await removeFavourite(db, user.id, listingId);
  if (intent === "add") {
    return ok
      ? redirectWithToast(context, back, "success", "Added to favourites")
      : redirectWithToast(context, back, "error", "Failed to add to favourites");
  }
  return ok
    ? redirectWithToast(context, back, "success", "Removed from favourites")
    : redirectWithToast(context, back, "error", "Failed to remove from favourites");
}

export default function FavouritesPage() {
  const { favourites, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.favourites;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="720px" mx="auto">
      <Heading as="h1" size="6" mb="4">
        {t.heading}
      </Heading>
      <FavouritesList favourites={favourites} redirectTo="/favourites" priceAlerts />
      <Text as="p" size="2" mt="4">
        <Link to="/">{t.browse}</Link>
      </Text>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.favourites.title ?? "Favourites" },
  { name: "robots", content: "noindex" },
];
