// /admin/users (docs/product.md#admin): the table's query (filter, sort, page, all in the URL)
// and the credit adjustment form. Shared by the server and the browser.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { ADJUST_MAX } from "~/domain/credits";

/** The numeric columns the table sorts by. */
export const USER_SORTS = ["listings", "credits", "views"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export const ADMIN_USERS_PAGE_SIZE = 20;

const catchUndefined = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * `?q=&sort=&dir=&page=`: anything malformed falls back to its default instead of failing the
 * page, the way the home page treats its filters. No sort means newest accounts first.
 */
export const adminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(50)
    .catch("")
    .transform((q) => q.slice(0, 50)),
  sort: catchUndefined(z.enum(USER_SORTS)),
  dir: z.enum(SORT_DIRS).catch("desc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export function parseAdminUsersQuery(params: URLSearchParams): AdminUsersQuery {
  return adminUsersQuerySchema.parse({
    q: params.get("q") ?? "",
    sort: params.get("sort") ?? undefined,
    dir: params.get("dir") ?? "desc",
    page: params.get("page") ?? 1,
  });
}

/** The query string for `query` (defaults left out, so the plain page is `/admin/users`). */
export function adminUsersSearch(query: Partial<AdminUsersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort) {
    params.set("sort", query.sort);
    params.set("dir", query.dir ?? "desc");
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

export const ADJUST_MESSAGES = {
  direction: "Choose whether to add or remove credits",
  amount: `Enter a whole number of credits between 1 and ${ADJUST_MAX.toLocaleString("en-IN")}`,
  reason: "Please give a reason of 3 to 200 characters",
  token: "This form has expired. Please reload the page and try again.",
} as const;

/** An admin adds or removes credits with a reason; `token` makes a double submit apply once. */
export const adjustCreditsSchema = z.object({
  direction: z.enum(["add", "remove"], { error: ADJUST_MESSAGES.direction }),
  amount: z.coerce
    .number({ error: ADJUST_MESSAGES.amount })
    .int(ADJUST_MESSAGES.amount)
    .min(1, ADJUST_MESSAGES.amount)
    .max(ADJUST_MAX, ADJUST_MESSAGES.amount),
  reason: z
    .string({ error: ADJUST_MESSAGES.reason })
    .trim()
    .min(3, ADJUST_MESSAGES.reason)
    .max(200, ADJUST_MESSAGES.reason),
  token: z.string({ error: ADJUST_MESSAGES.token }).regex(/^[A-Za-z0-9_-]{16,64}$/, ADJUST_MESSAGES.token),
});

export type AdjustCreditsInput = z.infer<typeof adjustCreditsSchema>;

/** The confirm form of a delete: nothing but where an admin goes back to. */
export const USER_DELETE_MESSAGES = {
  deleted: "User deleted successfully",
  failed: "Failed to delete user",
} as const;
