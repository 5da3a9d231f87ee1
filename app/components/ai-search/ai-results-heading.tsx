/** After an AI search: 'Showing results for "{text}"' (docs/product.md#ai-search). */
export function AiResultsHeading({ text }: { text: string }) {
  return (
    <h2 className="ai-results-heading" id="ai-results-heading">
      {`Showing results for "${text}"`}
    </h2>
  );
}
