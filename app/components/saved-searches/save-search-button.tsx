import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useRootData } from "~/components/layout/use-root-data";
import { saveSearchHref } from "~/domain/saved-search";
import { useMessages } from "~/messages/use-messages";

// The dialog (Radix Dialog, the form kit, zod) loads on first use, or when the pointer or focus
// reaches the link, not with the list (decision 0050).
const loadDialog = () => import("./save-search-dialog");
const SaveSearchDialog = lazy(loadDialog);

/**
 * "Save this search" (docs/product.md#saved-searches). A link to the save page, so without
 * JavaScript it opens the form as a page, and a visitor is sent to sign in and back to it. With
 * JavaScript a signed-in user gets the same form in a small dialog (save-search-dialog.tsx).
 */
export function SaveSearchButton({ query, label }: { query: string; label?: string }) {
  const { user } = useRootData();
  const t = useMessages("saved").saveSearch;
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }
  if (!query) return null;
  const href = saveSearchHref(query);
  return (
    <>
      <Link
        ref={linkRef}
        to={href}
        className="save-search__link"
        aria-haspopup={user ? "dialog" : undefined}
        onPointerEnter={user ? loadDialog : undefined}
        onFocus={user ? loadDialog : undefined}
        onClick={(event) => {
          // A visitor follows the link: the save page sends them to sign in first.
          if (!user) return;
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        {label ?? t.title}
      </Link>
      {mounted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            query={query}
            returnFocus={() => linkRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
