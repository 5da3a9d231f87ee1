// The "Request a call back" form of every footer and of the listing page, without its code in a
// page's first scripts (docs/product.md#speed, decision 0015): the form kit and zod are 40 KB
// gzipped, a quarter of the home page's JavaScript, for a form at the bottom of the page. The
// server renders the whole form; in the browser its code loads next to the page's own, and React
// hydrates the form when it arrives. Until then, and if it never does, it is the plain form that
// works without JavaScript (docs/product.md#admin).
import { type ComponentProps, Suspense } from "react";
import { HydratesLateContext } from "~/components/layout/use-hydrated";
import type { CallbackForm } from "./callback-form";

type Props = ComponentProps<typeof CallbackForm>;

let Form: typeof CallbackForm | null = null;
let failed = false;
/** Settled once the form's module has loaded (entry.server.tsx waits for it before rendering). */
export const callbackFormReady: Promise<void> = import("./callback-form").then(
  (module) => {
    Form = module.CallbackForm;
  },
  (error: unknown) => {
    failed = true;
    console.error("The call-back form's script did not load", error);
  },
);
/** Keeps the server's HTML, the form that needs no JavaScript, in place. */
const never = new Promise<never>(() => {});

function Loaded(props: Props) {
  if (Form) return <Form {...props} />;
  // Suspends: while hydrating, React keeps the server's HTML until the module is here.
  throw failed ? never : callbackFormReady;
}

export function CallbackFormIsland(props: Props) {
  return (
    <HydratesLateContext.Provider value>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </HydratesLateContext.Provider>
  );
}
