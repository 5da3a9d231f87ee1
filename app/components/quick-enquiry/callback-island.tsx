// The "Request a call back" form of every footer and of the listing page, without its code in a
// page's first scripts (docs/product.md#speed, decisions 0015, 0050 and 0054): the form kit and
// zod are 40 KB gzipped, for a form at the bottom of the page. The server renders the whole form;
// in the browser its code loads only when the form comes near the view (or the visitor moves to
// another page), and React draws the form once it is here. Until then, and if it never comes, it
// is the plain form that works without JavaScript (docs/product.md#admin).
import { island } from "~/components/layout/island";

export const CallbackFormIsland = island(
  "call-back form",
  () => import("./callback-form").then((m) => m.CallbackForm),
  "near",
);
