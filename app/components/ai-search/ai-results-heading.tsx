import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

/** After an AI search: 'Showing results for "{text}"' (docs/product.md#ai-search). */
export function AiResultsHeading({ text }: { text: string }) {
  const t = useMessages("browse").ai;
  return (
    <h2 className="ai-results-heading" id="ai-results-heading">
      {fill(t.showing, { text })}
    </h2>
  );
}
