// What the profile, favourites and seller-page tests need beyond db.ts/http.ts.
import { env } from "cloudflare:test";
import type { NewUser } from "./db";

/** A filled-in profile (verified phone, gender, credits), for tests that read it back: `insertUser({ ...FULL_PROFILE })`. */
export const FULL_PROFILE = {
  phone: "+91 98765 43210",
  phoneVerified: true,
  gender: "female",
  credits: 50,
} satisfies NewUser;

export async function favouriteCount(userId: string, listingId: number): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM favourites WHERE user_id = ? AND listing_id = ?`)
    .bind(userId, listingId)
    .first<{ n: number }>();
  return row!.n;
}
