import { Callout, Text } from "@radix-ui/themes";
import type { BudgetLine } from "~/server/admin/messages.server";

/**
 * Today's paid model calls against the daily budget; once it is spent, says the parser answers
 * alone. The loader says the sentence in the page's language (budgetLine).
 */
export function AiBudget({ line }: { line: BudgetLine }) {
  if (!line.reached) {
    return (
      <Text as="p" size="2" color="gray" mb="4" className="admin-ai-budget">
        {line.text}
      </Text>
    );
  }
  // One text node, so the sentence reads (and is found) whole.
  return (
    <Callout.Root color="amber" highContrast size="1" mb="4" role="status" className="admin-ai-budget">
      <Callout.Text>{line.text}</Callout.Text>
    </Callout.Root>
  );
}
