import { useLocation } from "@remix-run/react";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";

type Props = {
  /** The trigger's content. Give it a name: visible text, or text in a `.visually-hidden` span. */
  trigger: ReactNode;
  /** The panel: links (`.dropdown__item`), forms with `.dropdown__item` buttons, any content. */
  children: ReactNode;
  /** Extra classes on the <details> (e.g. `lg-only`). */
  className?: string;
  /** `narrow` for a short list of links, `wide` for richer content. */
  width?: "narrow" | "wide";
  /** A tooltip for an icon-only trigger. */
  title?: string;
  /** `outlined`: a pill with a border, for a trigger that shows a value (the credits balance). */
  triggerVariant?: "plain" | "outlined";
};

/**
 * The one dropdown: a <details> disclosure, so it opens and closes without JavaScript. With
 * JavaScript it also closes like a menu should: on a click outside, on Escape (focus goes back to
 * the trigger), when another dropdown opens, and after a navigation to another page.
 */
export function Dropdown({ trigger, children, className, width = "narrow", title, triggerVariant = "plain" }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDropdownDismiss(ref);
  return (
    <details ref={ref} className={className ? `dropdown ${className}` : "dropdown"}>
      <summary className={`dropdown__trigger dropdown__trigger--${triggerVariant}`} title={title}>
        {trigger}
      </summary>
      <div className={`dropdown__panel dropdown__panel--${width}`}>{children}</div>
    </details>
  );
}

/** A line between groups of entries. */
export function DropdownSeparator() {
  return <hr className="dropdown__separator" />;
}

// The dropdowns open right now: opening one closes the others.
const openDropdowns = new Set<HTMLDetailsElement>();

/** The closing behaviour of Dropdown, for another <details> popover (the Ask AI box). */
export function useDropdownDismiss(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  /** Whether this dropdown was opened while a navigation was under way. */
  const openedMidNavigation = useRef(false);

  // Close when the page changes, unless the dropdown was opened while the new page was on its
  // way (it was open when the navigation began: a link in it, or left open). Not on every
  // location.key: an action posted from inside the menu (Remove in the favourites) redirects back
  // to the same URL, and the menu must stay open. Not on mount either: a click on the trigger
  // before the page hydrated (a slow phone) has already opened the <details>, and hydrating must
  // not shut it again.
  const page = location.pathname + location.search;
  const shownOn = useRef(page);
  useEffect(() => {
    if (shownOn.current === page) return;
    shownOn.current = page;
    if (ref.current && !openedMidNavigation.current) ref.current.open = false;
    openedMidNavigation.current = false;
  }, [page, ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onToggle = () => {
      if (details.open) {
        // The router's own state, not useNavigation(): React commits that in a transition, which
        // a busy phone can delay past the click that opened this dropdown.
        openedMidNavigation.current = window.__remixRouter?.state.navigation.state !== "idle";
        for (const other of openDropdowns) if (other !== details) other.open = false;
        openDropdowns.add(details);
      } else {
        openDropdowns.delete(details);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("toggle", onToggle);
    onToggle(); // opened before hydration: it is one of the open dropdowns already
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      openDropdowns.delete(details);
    };
  }, [ref]);
}
