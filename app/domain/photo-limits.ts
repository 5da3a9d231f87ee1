// How many photos one user may have the server store (docs/product.md#listings, "Photos"). Each
// stored photo costs three Images transformations and three R2 objects, on both paths that store
// photos (the picker's /uploads/photos and the listing form without JavaScript), so both count
// against the same two limits.

const HOUR = 60 * 60 * 1000;

export const PHOTO_LIMITS = {
  /**
   * Uploads waiting for a listing (not attached yet) per user. A seller rarely has more than a
   * few listings' photos waiting (20 each); this stops R2 being filled with photos no listing
   * takes. Reserved atomically before a photo is processed, so parallel uploads cannot overshoot.
   */
  pendingUploads: 100,
  /**
   * Photos processed per user per hour: three full listings (20 photos each) in an hour is far
   * more than a seller needs, and caps what one account can spend on transformations at
   * 180 an hour.
   */
  perHour: { limit: 60, windowMs: HOUR },
} as const;

export const PHOTO_LIMIT_MESSAGES = {
  pending: "Too many photos are waiting for a listing. Save your listing first, then add more.",
  perHour: `You can add at most ${PHOTO_LIMITS.perHour.limit} photos an hour. Please try again later.`,
} as const;

/** The rate-limiter key of a user's hourly photo budget. */
export function photoBudgetKey(userId: string): string {
  return `photos:user:${userId}`;
}
