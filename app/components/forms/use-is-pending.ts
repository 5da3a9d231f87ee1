import { useFormAction, useNavigation } from "@remix-run/react";

type FormMethod = "POST" | "GET" | "PUT" | "PATCH" | "DELETE";

/** What useFetcher() returns, as far as pending is concerned. */
type FetcherLike = { state: "idle" | "submitting" | "loading"; formAction?: string; formData?: FormData };

export type PendingOptions = {
  /** The form's action; defaults to this route's own action (a <Form> without `action`). */
  formAction?: string;
  formMethod?: FormMethod;
  /** Match only submissions whose `intent` field has this value (one form, several buttons). */
  intent?: string;
  /**
   * Match only submissions carrying this name and value, usually the submit button's own (a page
   * of several forms, each a button: buy this pack, pay or fail a test payment).
   */
  submitter?: { name: string; value: string };
  /** "non-idle" (default) also covers the load that follows a redirect, until the next page shows. */
  state?: "submitting" | "loading" | "non-idle";
  /** A fetcher form (fetcher.Form) is pending on its own state, not on the page's navigation. */
  fetcher?: FetcherLike;
};

/**
 * The one way to tell whether a form is submitting. With JavaScript off it is always false:
 * the browser shows its own progress.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  submitter,
  state = "non-idle",
  fetcher,
}: PendingOptions = {}): boolean {
  // Resolved as the router reports it: under a basename (the Tamil pages' /ta) "/profile/edit"
  // is submitted as "/ta/profile/edit".
  const action = useFormAction(formAction);
  const navigation = useNavigation();
  const sent = (formData: FormData | undefined) =>
    (intent === undefined || formData?.get("intent") === intent) &&
    (submitter === undefined || formData?.get(submitter.name) === submitter.value);
  if (fetcher) {
    if (!inState(fetcher.state, state)) return false;
    if (formAction && fetcher.formAction !== action) return false;
    return sent(fetcher.formData);
  }
  return (
    inState(navigation.state, state) &&
    navigation.formAction === action &&
    navigation.formMethod?.toUpperCase() === formMethod &&
    sent(navigation.formData)
  );
}

function inState(actual: FetcherLike["state"], wanted: NonNullable<PendingOptions["state"]>): boolean {
  return wanted === "non-idle" ? actual !== "idle" : actual === wanted;
}
