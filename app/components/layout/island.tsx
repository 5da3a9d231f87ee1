// A part of the page whose code is not among the page's first scripts (decisions 0015, 0050): the
// server renders it in full, so without JavaScript it is the plain HTML that works; in the
// browser its module loads later and React hydrates it then, keeping the server's HTML until it
// does (and for good if the module never loads).
// Its module loads as soon as the island is rendered. (Waiting until it scrolls into view was
// tried and dropped, decision 0050: while a boundary stays dehydrated, React 18 holds every
// client-side navigation until it hydrates, and a context change client-renders it empty.)
// On the server every island's module is loaded once per isolate before the first render
// (entry.server.tsx awaits `islandsReady`), so islands are rendered in place, never streamed in
// later by a script that visitors without JavaScript would not run.
import { type ComponentType, Suspense } from "react";
import { HydratesLateContext } from "./use-hydrated";

const serverLoads: Promise<unknown>[] = [];
/** Settled once every island's module has loaded on the server. */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** An island of the component `load` resolves to. */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
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
