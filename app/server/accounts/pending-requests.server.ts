// What a visitor asked for just before signing in, completed by every sign-in (password, sign-up,
// Google or Facebook): a heart (docs/product.md#top-bar) and a saved search
// (docs/product.md#saved-searches). Returns the Set-Cookie lines for the sign-in's redirect.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { completePendingFavourite } from "../listings/favourites.server";
import { completePendingSavedSearch } from "../saved-searches/saved-searches.server";

export async function completePendingRequests(
  request: Request,
  context: AppLoadContext,
  userId: string,
): Promise<string[]> {
  return [
    ...(await completePendingFavourite(request, context, userId)),
    ...(await completePendingSavedSearch(request, context, userId)),
  ];
}
