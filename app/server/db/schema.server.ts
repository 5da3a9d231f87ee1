// The whole product's D1 schema (docs/product.md). Times are epoch milliseconds.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGS } from "~/domain/language";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  AUTH_TOKEN_KINDS,
  FACINGS,
  GENDERS,
  HIDDEN_REASONS,
  LISTING_STATUSES,
  OAUTH_PROVIDERS,
  PARKING_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  POSTER_TYPES,
  PROPERTY_TYPES,
  QUICK_ENQUIRY_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
} from "~/domain/catalog";

const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    fullName: text("full_name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: bool("email_verified"),
    /** A new address waiting for its owner to open the link sent to it; `email` stays in use until then. */
    pendingEmail: text("pending_email"),
    phone: text("phone").notNull().default(""),
    phoneVerified: bool("phone_verified"),
    role: text("role", { enum: ROLES }).notNull().default("buyer"),
    gender: text("gender", { enum: GENDERS }),
    credits: integer("credits").notNull().default(0),
    /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>"; null for social-only accounts. */
    passwordHash: text("password_hash"),
    /** R2 key of the profile image, or null for the default. */
    profileImage: text("profile_image"),
    /** The language of the mails the account gets: the page it signed up on, then the switch (docs/product.md#languages). */
    lang: text("lang", { enum: LANGS }).notNull().default("en"),
    createdAt: createdAt(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_username_unique").on(t.username)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the random id held by the session-token cookie. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AUTH_TOKEN_KINDS }).notNull(),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId, t.kind)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: OAUTH_PROVIDERS }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    poster: text("poster", { enum: POSTER_TYPES }).notNull().default("owner"),
    type: text("type", { enum: PROPERTY_TYPES }).notNull(),
    /** Rupees. */
    price: integer("price").notNull(),
    /** Square feet (one cent is 435.56 sq ft). */
    landArea: real("land_area").notNull(),
    squareFeet: integer("square_feet").notNull().default(0),
    propertyAge: integer("property_age").notNull().default(0),
    floors: integer("floors").notNull().default(0),
    facing: text("facing", { enum: FACINGS }).notNull().default("east"),
    bhk: integer("bhk").notNull().default(0),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("Pending"),
    /**
     * The one "public listing" condition: Approved or Sold and not hidden (docs/product.md#trust).
     * Every public query (list, map, search, seller pages, favourites, sitemap) reads it, and one
     * index serves them all.
     */
    isPublic: integer("is_public", { mode: "boolean" })
      .notNull()
      .generatedAlwaysAs(sql`(status IN ('Approved', 'Sold') AND hidden_reason IS NULL)`, { mode: "virtual" }),
    /**
     * The order of "price per unit" (docs/product.md#sorting): rupees per square foot of the measure
     * the type is priced by (land area for plots and agricultural land, so ₹/cent divided by
     * 435.56; built-up area for the rest). Without that measure, 1e300: such listings sort last.
     */
    /**
     * The price again, read only by the price orders (docs/product.md#sorting) and their index:
     * were that index on `price` itself, a price filter would pick it for the newest-first list
     * and the map, and sort every match.
     */
    priceOrder: integer("price_order").generatedAlwaysAs(sql`(price)`, { mode: "virtual" }),
    unitPrice: real("unit_price").generatedAlwaysAs(
      sql`(CASE WHEN type IN ('plot', 'agriLand') THEN (CASE WHEN land_area > 0 THEN price / land_area ELSE 1e300 END) ELSE (CASE WHEN square_feet > 0 THEN price * 1.0 / square_feet ELSE 1e300 END) END)`,
      { mode: "virtual" },
    ),
    /** Why it is out of public view though Approved or Sold (docs/product.md#trust); null when shown. */
    hiddenReason: text("hidden_reason", { enum: HIDDEN_REASONS }),
    video: text("video").notNull().default(""),
    postedById: text("posted_by_id")
      .notNull()
      .references(() => users.id),
    street: text("street").notNull().default(""),
    area: text("area").notNull(),
    city: text("city").notNull().default("Coimbatore"),
    state: text("state").notNull().default("Tamil Nadu"),
    pincode: text("pincode").notNull().default(""),
    country: text("country").notNull().default("India"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    parkingAvailable: bool("parking_available"),
    parkingType: text("parking_type", { enum: PARKING_TYPES }),
    parkingSpaces: integer("parking_spaces").notNull().default(0),
    readyToMove: bool("ready_to_move"),
    gatedCommunity: bool("gated_community"),
    dtcpApproved: bool("dtcp_approved"),
    /** Consent-aware view counter (docs/product.md#view-counting). */
    views: integer("views").notNull().default(0),
    /** JSON arrays of text. */
    amenities: text("amenities", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    locationFeatures: text("location_features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: integer("updated_at"),
    /**
     * Why a superadmin last rejected it, for its poster (docs/product.md#my-listings-and-deleting);
     * set by a rejection, kept while a resubmission waits, cleared by any other decision.
     */
    rejectionReason: text("rejection_reason"),
    /** When its poster resubmitted it after the last rejection (once per rejection); null otherwise. */
    resubmittedAt: integer("resubmitted_at"),
    /**
     * When its seller last said it is still available; approval counts as the first confirmation,
     * and null falls back to created_at (docs/product.md#trust).
     */
    confirmedAt: integer("confirmed_at"),
    /** When the confirmation reminder was last mailed (one per confirmation period). */
    remindedAt: integer("reminded_at"),
    /** Another seller's listing it probably repeats, for the moderation queue (docs/product.md#trust). */
    duplicateOf: integer("duplicate_of"),
    /**
     * When it last became public (approved, or shown again after being hidden): what "new since
     * the last alert" means for saved searches (docs/product.md#alerts). Null while not public.
     */
    publicSince: integer("public_since"),
  },
  (t) => [
    // Newest first is ORDER BY id DESC. This index walks public listings newest first and
    // carries every column the list filters and the map read, so "types + localities, page N"
    // and "markers in a bounding box" test rows inside the index and stop after a page, with
    // no sort. (A latitude index made a city-wide box sort ~80,000 rows: 0.5 s at 100,000
    // listings; see tests/integration/query-plans.test.ts and npm run bench.)
    // bhk, facing and the three flags ride along too: a selective filter on them (say bhk=9,
    // no match) then reads only this index, about 10 ms at 100,000 listings instead of 45 ms
    // with a table lookup per row.
    index("listings_public_newest_idx").on(
      t.isPublic,
      t.id,
      t.type,
      t.area,
      t.latitude,
      t.longitude,
      t.price,
      t.landArea,
      t.bhk,
      t.facing,
      t.dtcpApproved,
      t.readyToMove,
      t.gatedCommunity,
    ),
    // The list's other orders (docs/product.md#sorting): price (walked forwards for low to high,
    // backwards for high to low) and price per unit, each then by id so that pages are stable,
    // carrying the filter columns like the newest-first index so a page needs no sort and no
    // table lookup per row tested (tests/integration/query-plans.test.ts).
    index("listings_public_price_idx").on(
      t.isPublic,
      t.priceOrder,
      t.id,
      t.type,
      t.area,
      t.price,
      t.landArea,
      t.bhk,
      t.facing,
      t.dtcpApproved,
      t.readyToMove,
      t.gatedCommunity,
    ),
    index("listings_public_unit_price_idx").on(
      t.isPublic,
      t.unitPrice,
      t.id,
      t.type,
      t.area,
      t.price,
      t.landArea,
      t.bhk,
      t.facing,
      t.dtcpApproved,
      t.readyToMove,
      t.gatedCommunity,
    ),
    // Rowid rides along in every index: these serve one type and/or one locality directly.
    index("listings_public_type_idx").on(t.isPublic, t.type),
    index("listings_public_area_idx").on(t.isPublic, t.area),
    index("listings_public_type_area_idx").on(t.isPublic, t.type, t.area),
    // The locality pages' price figures and the sitemap's locality part (decision 0036): one
    // locality's (or a few nearby ones') public listings since a date, read from this index alone.
    index("listings_public_figures_idx").on(t.isPublic, t.area, t.type, t.createdAt, t.price, t.landArea, t.squareFeet),
    index("listings_posted_by_idx").on(t.postedById),
    index("listings_public_since_idx").on(t.publicSince),
    index("listings_status_idx").on(t.status),
  ],
);

export const listingImages = sqliteTable(
  "listing_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** 0 is the main image. */
    position: integer("position").notNull(),
    /** R2 keys per served width. */
    key128: text("key_128").notNull(),
    key375: text("key_375").notNull(),
    key1000: text("key_1000").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("listing_images_listing_idx").on(t.listingId, t.position)],
);

/**
 * A public listing edited since a superadmin last looked at it (docs/product.md#admin): the
 * reviewed fields and photos as they were before the first such edit (JSON, see
 * app/domain/listing-review.ts) and when it was last edited. Reviewing deletes the row.
 */
export const listingReviews = sqliteTable("listing_reviews", {
  listingId: integer("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  before: text("before").notNull(),
  editedAt: integer("edited_at").notNull(),
  createdAt: createdAt(),
});

export const favourites = sqliteTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Whether its user asked to hear when the price falls (docs/product.md#alerts). */
    priceAlert: bool("price_alert"),
    /** The price last told to the user (when asked, then each alert); a lower price is a drop. */
    alertPrice: integer("alert_price"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("favourites_listing_idx").on(t.listingId),
    index("favourites_price_alert_idx").on(t.priceAlert, t.userId),
  ],
);

/** Every open of a listing, counted or not (docs/product.md#view-counting); per-user counts derive from it. */
export const listingViews = sqliteTable(
  "listing_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Whether this open incremented listings.views. */
    counted: bool("counted"),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_views_listing_idx").on(t.listingId),
    index("listing_views_user_idx").on(t.userId, t.listingId),
  ],
);

/** Who revealed a seller's mobile, from which listing. */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enquiries_buyer_seller_unique").on(t.buyerId, t.sellerId),
    index("enquiries_listing_idx").on(t.listingId),
    index("enquiries_seller_idx").on(t.sellerId),
  ],
);

export const quickEnquiries = sqliteTable(
  "quick_enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: QUICK_ENQUIRY_STATUSES }).notNull().default("Open"),
    createdAt: createdAt(),
  },
  (t) => [index("quick_enquiries_created_idx").on(t.createdAt)],
);

export const creditTransactions = sqliteTable(
  "credit_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Signed: purchases positive, debits negative. */
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The user's balance right after this row (null on rows written before it existed). */
    balanceAfter: integer("balance_after"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_transactions_key_unique").on(t.idempotencyKey),
    index("credit_transactions_user_idx").on(t.userId, t.createdAt),
  ],
);

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    packId: text("pack_id").notNull(),
    /** Rupees. */
    amount: integer("amount").notNull(),
    credits: integer("credits").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    createdAt: createdAt(),
    paidAt: integer("paid_at"),
    /** Which path credited it first: callback, webhook or scheduled. */
    settledBy: text("settled_by"),
    /** Why a failed order failed, in words the buyer reads. */
    failureReason: text("failure_reason"),
  },
  (t) => [
    uniqueIndex("payments_order_unique").on(t.providerOrderId),
    uniqueIndex("payments_payment_unique").on(t.providerPaymentId),
    index("payments_user_idx").on(t.userId),
    // The scheduled job's "pending for more than 15 minutes".
    index("payments_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const aiIdentities = sqliteTable("ai_identities", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  url: text("url").notNull(),
  /** AES-GCM encrypted with APP_SECRET: "<iv b64>.<ciphertext b64>". */
  apiKeyEncrypted: text("api_key_encrypted").notNull(),
  models: text("models", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  selectedModel: text("selected_model").notNull().default(""),
  inUse: bool("in_use"),
  createdAt: createdAt(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

// --- Photo uploads (docs/product.md#listings) ---------------------------------------------
// One row per photo uploaded from the listing form, before the listing is saved. Its three
// versions live in R2 under photos/<id>/. listing_id stays null until attachPhotos() puts it on a
// listing; cleanupOrphanUploads() deletes rows (and objects) left unattached for 24 hours, also
// those a deleted listing or an edit let go of.
export const photoUploads = sqliteTable(
  "photo_uploads",
  {
    /** 32 hex characters, random. */
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** Of the largest stored version (1000 px wide at most), orientation applied. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("photo_uploads_listing_idx").on(t.listingId, t.createdAt),
    index("photo_uploads_owner_idx").on(t.ownerId, t.listingId),
  ],
);

// --- Credits and payments (docs/product.md#payments) ---

/** Every webhook delivery we accepted, by Razorpay's x-razorpay-event-id: repeats are ignored. */
export const webhookEvents = sqliteTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  /** The provider's order id the event was about, if any. */
  providerOrderId: text("provider_order_id"),
  /** What we did with it: credited, already-paid, ignored, amount-mismatch, unknown-order... */
  outcome: text("outcome").notNull(),
  createdAt: createdAt(),
});

/**
 * Refunds and lost disputes of paid orders (docs/product.md#payments): one row per provider
 * refund or dispute id (the key that makes each apply once), written in the same D1 batch as the
 * credits they took back. `shortfall`: credits the buyer had already spent, shown to admins.
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    /** Razorpay's refund id (rfnd_...) or dispute id (disp_...). */
    id: text("id").primaryKey(),
    paymentRowId: integer("payment_row_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["refund", "dispute"] }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** Credits this refund takes back (its share of the order's credits). */
    credits: integer("credits").notNull(),
    /** Of those, what the balance still held and was taken. */
    taken: integer("taken").notNull(),
    /** credits - taken: already spent, not recovered. */
    shortfall: integer("shortfall").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_refunds_payment_idx").on(t.paymentRowId), index("payment_refunds_user_idx").on(t.userId)],
);

/**
 * The local test provider's own books (APP_ENV local/test only): the payments it "took", so the
 * scheduled job can ask it about an order the way it asks Razorpay.
 */
export const localProviderPayments = sqliteTable(
  "local_provider_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    /** Paise. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** authorized: taken but not captured yet (manual capture); the app captures it. */
    status: text("status", { enum: ["authorized", "captured", "failed"] }).notNull(),
    errorReason: text("error_reason"),
    errorDescription: text("error_description"),
    createdAt: createdAt(),
  },
  (t) => [index("local_provider_payments_order_idx").on(t.orderId)],
);

/**
 * AI search answers, so the same words never pay for a second model call
 * (docs/product.md#ai-search). `key`: SHA-256 of what the model is asked (the words the parser
 * left over and what it understood); `answer`: the validated filters as JSON.
 */
export const aiSearchCache = sqliteTable("ai_search_cache", {
  key: text("key").primaryKey(),
  answer: text("answer").notNull(),
  createdAt: createdAt(),
});

/** Paid AI-search model calls per India day, against the site's daily budget (docs/product.md#rate-limits). */
export const aiModelCalls = sqliteTable("ai_model_calls", {
  /** The India date, "2026-11-27". */
  day: text("day").primaryKey(),
  calls: integer("calls").notNull().default(0),
});

/**
 * Every admin action: who, what, on which row, the fields before and after (JSON), and why
 * (docs/product.md#admin). Written in the same D1 batch as the change it records. The actor's
 * e-mail is kept as text so the trail survives the admin's own account being deleted.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    before: text("before"),
    after: text("after"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/**
 * "Report this listing" (docs/product.md#trust). The reporter is a signed-in user (reporter_id)
 * or, signed out, a hash of the address; reporter_key names either, and a reporter has at most
 * one Open report per listing.
 */
export const listingReports = sqliteTable(
  "listing_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("Open"),
    closedAt: integer("closed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("listing_reports_open_unique").on(t.listingId, t.reporterKey).where(sql`status = 'Open'`),
    index("listing_reports_status_idx").on(t.status, t.reason, t.listingId),
  ],
);

/**
 * The confirmation reminder's links (docs/product.md#trust): random tokens stored as SHA-256,
 * valid 14 days, used once, each for one listing.
 */
export const listingConfirmTokens = sqliteTable(
  "listing_confirm_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("listing_confirm_tokens_hash_unique").on(t.tokenHash)],
);

// --- Operations (docs/product.md#operations) -------------------------------------------------

/**
 * The last run of each scheduled job, for the admin Health page: one row per job, replaced by
 * each run (workers/app.ts through app/server/health/runs.server.ts). `counts` is the job's
 * summary as JSON ({"hidden":2,"reminded":5}); `error` a short redacted message.
 */
export const scheduledRuns = sqliteTable("scheduled_runs", {
  job: text("job").primaryKey(),
  cron: text("cron").notNull(),
  startedAt: integer("started_at").notNull(),
  finishedAt: integer("finished_at").notNull(),
  outcome: text("outcome", { enum: ["ok", "error"] }).notNull(),
  counts: text("counts").notNull().default("{}"),
  error: text("error"),
});

/**
 * One row per mail the app tried to send: when, how (api or outbox), what kind (its subject) and
 * whether it went, never the address or the body. The daily job deletes rows past 30 days.
 */
export const mailSends = sqliteTable(
  "mail_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sentAt: integer("sent_at").notNull(),
    via: text("via", { enum: ["api", "outbox"] }).notNull(),
    subject: text("subject").notNull(),
    outcome: text("outcome", { enum: ["sent", "failed"] }).notNull(),
    /** A failure's HTTP status from the provider; null for a sent mail or when it did not answer. */
    status: integer("status"),
  },
  (t) => [index("mail_sends_outcome_idx").on(t.outcome, t.sentAt), index("mail_sends_sent_idx").on(t.sentAt)],
);

/**
 * Perceptual hashes of listing photos for the duplicate check (docs/product.md#trust, decision
 * 0040): four rows per photo, one per 16-bit band of its 64-bit difference hash, each with the
 * whole hash for the exact distance. `photo_id` is the id the listing form knows: an upload's id
 * (written when the upload is stored) or `img-<listing_images.id>` for a seeded picture. Near
 * hashes are found by (band, value); the photo's listing by its upload or image row.
 */
export const photoHashBands = sqliteTable(
  "photo_hash_bands",
  {
    photoId: text("photo_id").notNull(),
    band: integer("band").notNull(),
    value: integer("value").notNull(),
    /** 16 hex digits. */
    hash: text("hash").notNull(),
  },
  (t) => [
    // Covering: a probe reads its candidates (hash, photo) from the index alone, in order; a
    // rowid lookup per candidate was 2 to 4 times slower at 2,000,000 rows (decision 0040).
    index("photo_hash_bands_value_idx").on(t.band, t.value, t.hash, t.photoId),
    uniqueIndex("photo_hash_bands_photo_unique").on(t.photoId, t.band),
  ],
);

// --- Mail queue (docs/product.md#mail-delivery, decision 0044) ------------------------------

/**
 * One row per queued mail, by its idempotency key: its state on the way to the provider
 * (queued, retrying, sent, dead), the attempts and the last error, never the address or body
 * (those ride in the queue message). A redelivered message whose key is already sent is dropped,
 * so a retry never sends a second mail. `outbox_id` ties a local mail to its /dev/outbox row.
 */
export const mailDeliveries = sqliteTable(
  "mail_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    subject: text("subject").notNull(),
    state: text("state", { enum: ["queued", "retrying", "sent", "dead"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    outboxId: integer("outbox_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("mail_deliveries_key_unique").on(t.key),
    index("mail_deliveries_state_idx").on(t.state, t.updatedAt),
    index("mail_deliveries_outbox_idx").on(t.outboxId),
  ],
);

// --- Saved searches and alerts (docs/product.md#saved-searches, docs/product.md#alerts) -------

export const SAVED_SEARCH_FREQUENCIES = ["daily", "weekly", "off"] as const;

/**
 * A user's saved search: `query` is the filters exactly as the home page's URL holds them
 * (canonical, without `?`, `page` or view-only parameters); `frequency` how often its alerts go;
 * `last_alerted_at` the moment up to which its matches were told (set to the save time, so only
 * listings public after saving are "new").
 */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    // sameSearchKey(query): unique per user, so two saves of one search at once keep one. NULL on
    // rows saved before migration 0018 (the check before the INSERT still finds those).
    searchKey: text("search_key"),
    frequency: text("frequency", { enum: SAVED_SEARCH_FREQUENCIES }).notNull().default("daily"),
    lastAlertedAt: integer("last_alerted_at").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.id),
    index("saved_searches_alert_idx").on(t.frequency, t.userId),
    uniqueIndex("saved_searches_same_idx").on(t.userId, t.searchKey),
  ],
);
