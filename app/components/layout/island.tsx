// A part of the page whose code is not among the page's first scripts (decisions 0015, 0050,
// 0054): the server renders it in full, so without JavaScript it is the plain HTML that works; in
// the browser its module loads later, and the server's HTML stays in place until it is here (and
// for good if the module never loads).
// On the server every island's module is loaded once per isolate before the first render
// (entry.server.tsx awaits `islandsReady`), so islands are rendered in place, never streamed in
// later by a script that visitors without JavaScript would not run.
// Two ways to wait (`when`):
// - "at-once": the module loads as the page hydrates, and React hydrates the island when it
//   arrives (a Suspense boundary that stays dehydrated meanwhile: fine for a short while only, as
//   React 18 holds every client-side navigation until it hydrates).
// - "near": for a part far down the page (the footer's call-back form), the module loads only
//   when the part comes within a quarter screen of the view, or the visitor moves to another
//   page. Until then React keeps the server's HTML as the inner HTML of a wrapper it never looks
//   into, so no update can empty it; once the module is here and the visitor is not in the part,
//   it is drawn anew, with what they typed carried over.
import { useLocation, useNavigation } from "@remix-run/react";
import { type ComponentType, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { HydratesLateContext, pageHydrated } from "./use-hydrated";

const serverLoads: Promise<unknown>[] = [];
// Layout effects never run in the server's render (React warns of them there).
const useBrowserLayoutEffect = import.meta.env.SSR ? useEffect : useLayoutEffect;
/** Settled once every island's module has loaded on the server. */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** What the visitor typed into the text fields of `box`, by id. */
function readTyped(box: HTMLElement): [string, string][] {
  return [...box.querySelectorAll<HTMLInputElement>("input[id], textarea[id]")]
    .filter((el) => el.type !== "hidden" && el.value !== el.defaultValue)
    .map((el) => [el.id, el.value]);
}

/** An island of the component `load` resolves to. */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  when: "at-once" | "near" = "at-once",
) {
  let Component: ComponentType<P> | null = null;
  let failed = false;
  let begun = false;
  let arrived: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const begin = () => {
    if (begun) return;
    begun = true;
    load().then(
      (component) => {
        Component = component;
        arrived();
      },
      (error: unknown) => {
        failed = true;
        console.error(`The ${name}'s script did not load`, error);
        // Settled either way: the server's render (islandsReady) never waits for good.
        arrived();
      },
    );
  };
  if (import.meta.env.SSR) {
    begin();
    serverLoads.push(loaded);
  }

  function Loaded(props: P) {
    if (Component) return <Component {...props} />;
    // A module that failed to load: keep the server's HTML in place for good.
    if (failed) throw new Promise<never>(() => {});
    begin();
    // Suspends: while hydrating, React keeps the server's HTML until the module is here.
    throw loaded;
  }

  // Mounted after the page hydrated (a client-side move to a listing): no Suspense boundary of
  // its own, so the move (a transition) waits for the module instead of showing the page without
  // the part and then pushing it in. A module that failed leaves it out.
  function Drawn(props: P) {
    if (Component) return <Component {...props} />;
    if (failed) return null;
    begin();
    throw loaded;
  }

  function Near(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Only the hydration pass has the server's HTML to keep (Near is not inside a Suspense
    // boundary of its own, so it hydrates with the page, before app/root.tsx marks the page
    // hydrated); a part mounted later is drawn.
    const [kept, setKept] = useState(() => !import.meta.env.SSR && !pageHydrated());
    const { key } = useLocation();
    const [firstKey] = useState(key);
    const navigating = useNavigation().state !== "idle";
    const typed = useRef<[string, string][]>();
    // On another page the server's HTML is the old page's (its language, its return address):
    // the module began loading with the navigation, and the part is drawn anew, with what was
    // typed, as soon as it is here. A module that failed leaves the plain form for good.
    const keep = kept && !(key !== firstKey && Component);
    if (kept && !keep && box.current) typed.current = readTyped(box.current);

    useEffect(() => {
      if (keep && navigating) begin();
    }, [keep, navigating]);

    useEffect(() => {
      const el = box.current;
      if (!keep || !el) return;
      let gone = false;
      // Not while the visitor is in it (a finger on its button, a word being composed): the
      // plain form works meanwhile, and it is drawn anew once they leave it.
      const swap = () => {
        if (gone || !Component || el.contains(document.activeElement)) return;
        typed.current = readTyped(el);
        flushSync(() => setKept(false));
      };
      const left = () => setTimeout(swap);
      el.addEventListener("focusout", left);
      const seen = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          seen.disconnect();
          begin();
        },
        { rootMargin: "25% 0px" },
      );
      // Its box: the wrapper itself has none (display: contents). Empty when React had to draw
      // the page anew instead of hydrating it: then there is nothing to keep.
      if (el.firstElementChild) seen.observe(el.firstElementChild);
      else begin();
      loaded.then(swap);
      return () => {
        gone = true;
        seen.disconnect();
        el.removeEventListener("focusout", left);
      };
    }, [keep]);

    useBrowserLayoutEffect(() => {
      for (const [id, value] of typed.current ?? []) {
        const field = document.getElementById(id) as HTMLInputElement | null;
        if (field && box.current?.contains(field)) field.value = value;
      }
      typed.current = undefined;
      // Drawn for good, even if the visitor comes back to the first page.
      if (kept && !keep) setKept(false);
    });

    return keep ? (
      // React neither hydrates nor clears what is inside an element given its inner HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string: it keeps the server's HTML, adds none
      <div ref={box} className="island" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    ) : (
      <div ref={box} className="island">
        <Drawn {...props} />
      </div>
    );
  }

  if (when === "near") return Near;

  return function Island(props: P) {
    return (
      <HydratesLateContext.Provider value>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </HydratesLateContext.Provider>
    );
  };
}
