import { useEffect, type RefObject } from "react";
import { useLocation } from "@remix-run/react";

/**
 * Menus are plain <details> disclosures so they open without JavaScript. With JavaScript they
 * also close like a menu should: on a click outside, on Escape (focus returns to the trigger)
 * and after navigating.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key, ref]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const details = ref.current;
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [ref]);
}
