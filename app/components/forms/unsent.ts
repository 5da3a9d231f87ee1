// A submission the browser could not complete (docs/product.md#the-listing-form): the connection
// dropped, or the answer never arrived. A route whose form must survive that exports
//   export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sendOrKeep(serverAction);
// (and `shouldRevalidate = revalidateUnlessUnsent`, as the root does), and the failed fetch comes
// back to the form as `{ unsent }` instead of being thrown to an error boundary (the root's,
// which replaces the whole page). The form keeps what was typed, says so and offers Retry
// (decision 0026). Without JavaScript none of this runs: the browser shows its own error page
// and the back button keeps the form.
import { isRouteErrorResponse } from "@remix-run/react";

/** What the form gets back when its submission did not get through. */
export type Unsent = { unsent: "offline" | "failed" };

export function isUnsent(value: unknown): value is Unsent {
  const unsent = (value as Partial<Unsent> | null | undefined)?.unsent;
  return unsent === "offline" || unsent === "failed";
}

/**
 * Calls the server's action. Its answers pass through: data, and redirects and error responses
 * (thrown as Responses, for the router to follow). A fetch that failed, or a server error that
 * is not a response, becomes `{ unsent }`: "offline" when the browser knows it is offline or the
 * request never got an answer (fetch's TypeError), "failed" otherwise.
 */
export async function sendOrKeep<T>(serverAction: () => Promise<T>): Promise<T | Unsent> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    console.error("submission not sent", error);
    const offline = (typeof navigator !== "undefined" && navigator.onLine === false) || error instanceof TypeError;
    return { unsent: offline ? "offline" : "failed" };
  }
}

/**
 * For `shouldRevalidate` (the root's, and the route's): nothing changed on the server after an
 * unsent submission, and while offline a reload of the page's data would fail too and throw the
 * page to the root error screen.
 */
export function revalidateUnlessUnsent({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isUnsent(actionResult) ? false : defaultShouldRevalidate;
}
