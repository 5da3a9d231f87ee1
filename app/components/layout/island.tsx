// A part of the page whose code is not among the page's first scripts (decisions 0015, 0050): the
// server renders it in full, so without JavaScript it is the plain HTML that works; in the
// browser its module loads later and React hydrates it then, keeping the server's HTML until it
// does (and for good if the module never loads).
// - "render": the module loads as soon as the island is rendered (the list's map view, whose
//   code only that view needs);
// - "near": it loads when the island comes into view, or is focused or touched (the call-back
//   form at the foot of every page: its form kit and zod are 40 KB gzipped, and hydrating it at
//   once cost a phone as much main-thread time as the page itself).
// On the server every island's module is loaded once per isolate before the first render
// (entry.server.tsx awaits `islandsReady`), so islands are rendered in place, never streamed in
// later by a script that visitors without JavaScript would not run.
import { type ComponentType, Suspense, useEffect, useState } from "react";
import { HydratesLateContext, isHydrating } from "./use-hydrated";

type Start = "render" | "near";

const serverLoads: Promise<unknown>[] = [];
/** Settled once every island's module has loaded on the server. */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** Keeps the server's HTML in place for good. */
const never = new Promise<never>(() => {});

/**
 * An island of the component `load` resolves to. `anchorId(props)` names an element the island
 * renders, watched for "near".
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  start: Start,
  anchorId?: (props: P) => string,
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
      },
    );
  };
  if (import.meta.env.SSR) {
    begin();
    serverLoads.push(loaded);
  }

  function Loaded({ props, wait }: { props: P; wait: boolean }) {
    if (Component) return <Component {...props} />;
    if (failed) throw never;
    if (!wait) begin();
    // Suspends: while hydrating, React keeps the server's HTML until the module is here.
    throw loaded;
  }

  return function Island(props: P) {
    // A "near" island that was in the server's HTML waits to be near; one rendered later (a
    // client-side navigation) has nothing on screen to keep, so it loads at once. (React hydrates
    // a suspended boundary after the rest of the page, so only this first render can tell.)
    const [wait] = useState(() => start === "near" && isHydrating());
    const anchor = anchorId?.(props);
    useEffect(() => {
      if (Component || !wait) return;
      const element = anchor ? document.getElementById(anchor) : null;
      if (!element || typeof IntersectionObserver === "undefined") {
        begin();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) begin();
        },
        // In view: a form at the foot of a page hydrates when the visitor gets there.
        { rootMargin: "0px" },
      );
      observer.observe(element);
      element.addEventListener("focusin", begin);
      element.addEventListener("pointerdown", begin);
      return () => {
        observer.disconnect();
        element.removeEventListener("focusin", begin);
        element.removeEventListener("pointerdown", begin);
      };
    }, [anchor, wait]);
    return (
      <HydratesLateContext.Provider value>
        <Suspense fallback={null}>
          <Loaded props={props} wait={wait} />
        </Suspense>
      </HydratesLateContext.Provider>
    );
  };
}
