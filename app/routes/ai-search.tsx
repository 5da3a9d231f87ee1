// POST /ai-search: the Ask AI form (docs/product.md#ai-search). Understood words answer with a
// 303 to the home page holding the filters and `ai=<the text>`; blank input goes back to where
// it was asked; nothing understood (or a failure) goes back with 'Failed to search using AI'.
// The page itself (GET, or a refused input without JavaScript) shows the form on its own.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AskAiForm } from "~/components/ai-search/ask-ai";
import { isEmptyFilters } from "~/domain/filters";
import { unknownPlacesAsked } from "~/domain/search-query/places";
import { aiResultsSearch, stripTransient } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { AI_SEARCH_MESSAGES, aiSearchSchema } from "~/schemas/ai-search";
import { aiSearch } from "~/server/ai-search/search.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { browseFor } from "~/messages/browse.server";
import { useMessages } from "~/messages/use-messages";
import { requestLang } from "~/server/http/language.server";

/** The home or locality page the box was opened on (its query only, so it cannot lead off the site). */
function homeFrom(from: unknown): { href: string; view: string | null } {
  const params = stripTransient(new URLSearchParams(typeof from === "string" ? from : ""));
  params.delete("page");
  const qs = params.toString().replace(/%2C/g, ",");
  return { href: homeHref(qs ? `?${qs}` : ""), view: params.get("view") };
}

/** The page's words (the form's, and its title). */
export function loader({ request }: LoaderFunctionArgs) {
  return { messages: browseFor(requestLang(request), ["ai"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), { schema: aiSearchSchema });
  const payload = submission.payload as Record<string, unknown>;
  const back = homeFrom(payload.from);
  if (submission.status !== "success") return invalidForm(submission.reply());
  const text = submission.value.input;
  // Blank or whitespace-only input is no search: nothing changes.
  if (!text) return redirect(back.href, 303);
  try {
    const { filters, parsed } = await aiSearch(context, request, text);
    // A place asked for that is no locality is named on the results (docs/product.md#never-a-dead-end).
    const places = unknownPlacesAsked(text, parsed);
    if (isEmptyFilters(filters) && !places.length)
      return redirectWithToast(context, back.href, "error", AI_SEARCH_MESSAGES.failed, { status: 303 });
    return redirect(`/${aiResultsSearch(filters, text, back.view, places)}`, 303);
  } catch (error) {
    console.error("[ai-search] failed:", error instanceof Error ? error.message : error);
    return redirectWithToast(context, back.href, "error", AI_SEARCH_MESSAGES.failed, { status: 303 });
  }
}

export default function AiSearchPage() {
  const result = useActionData<typeof action>()?.result;
  const input = result?.initialValue?.input;
  const error = result?.error?.input?.[0] ?? result?.error?.[""]?.[0];
  const t = useMessages("browse").ai;
  return (
    <section className="ai-search-page" aria-labelledby="ai-search-title">
      <h1 id="ai-search-title">{t.pageTitle}</h1>
      <p>{t.pageLead}</p>
      <AskAiForm id="ai-search-page" defaultValue={typeof input === "string" ? input : ""} error={error} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.browse.ai.metaTitle ?? "Ask AI | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
