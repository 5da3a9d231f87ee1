import { NavLink } from "@remix-run/react";
import { type AdminWords, useAdminWords } from "./admin-words";

/** The admin area's pages, in the order the nav shows them (labels: the admin catalogue's nav). */
export const ADMIN_PAGES = [
  { to: "/admin/users", label: "users" },
  { to: "/admin/listings", label: "listings" },
  { to: "/admin/reports", label: "reports" },
  { to: "/admin/audit", label: "audit" },
  { to: "/admin/health", label: "health" },
  { to: "/admin", label: "ai" },
] as const satisfies readonly { to: string; label: Exclude<keyof AdminWords["nav"], "label"> }[];

/**
 * The admin area's own navigation (docs/product.md#admin), at the top of every admin page:
 * `<AdminNav />`. Plain links (no JavaScript needed); the current page gets aria-current.
 */
export function AdminNav() {
  const t = useAdminWords().nav;
  return (
    <nav aria-label={t.label} className="admin-nav">
      <ul>
        {ADMIN_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.to === "/admin"} prefetch="intent">
              {t[page.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
