import { Link, useSearchParams } from "@remix-run/react";
import { toggle, withParams } from "~/domain/filters";
import { stripTransient } from "~/domain/home-url";

/** One removable chip per selected locality (shown from tablet width up, see filters.css). */
export function LocalityChips({ locations }: { locations: readonly string[] }) {
  const [params] = useSearchParams();
  if (!locations.length) return null;
  const base = stripTransient(params);
  return (
    <ul className="locality-chips" aria-label="Selected areas">
      {locations.map((name) => (
        <li key={name} className="locality-chip">
          <span>{name}</span>
          <Link
            to={`/${withParams(base, { location: toggle(locations, name) })}`}
            aria-label={`Remove ${name}`}
            preventScrollReset
            className="locality-chip__remove"
          >
            <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true">
              <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
