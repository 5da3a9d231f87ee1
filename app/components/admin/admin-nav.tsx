import { NavLink } from "@remix-run/react";

/** The admin area's pages, in the order the nav shows them. */
export const ADMIN_PAGES = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/listings", label: "Listings" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/audit", label: "Audit" },
  { to: "/admin/health", label: "Health" },
  { to: "/admin", label: "AI search" },
] as const;

/**
 * The admin area's own navigation (docs/product.md#admin), at the top of every admin page:
 * `<AdminNav />`. Plain links (no JavaScript needed); the current page gets aria-current.
 */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="admin-nav">
      <ul>
        {ADMIN_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.to === "/admin"} prefetch="intent">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
