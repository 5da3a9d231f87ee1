import { Callout, Text } from "@radix-ui/themes";
import { type BudgetState, istClock } from "~/domain/ai-budget";
import { formatIndianNumber } from "~/domain/format";

/** Today's paid model calls against the daily budget; once it is spent, says the parser answers alone. */
export function AiBudget({ budget }: { budget: BudgetState }) {
  const count = `Model calls today: ${formatIndianNumber(budget.calls)} of ${formatIndianNumber(budget.budget)}`;
  if (!budget.reached) {
    return (
      <Text as="p" size="2" color="gray" mb="4" className="admin-ai-budget">
        {`${count} (the daily budget starts again at ${istClock(budget.resetsAt)} India time).`}
      </Text>
    );
  }
  // One text node, so the sentence reads (and is found) whole.
  const reached = `Daily AI budget reached: searches use the offline parser until ${istClock(budget.resetsAt)} (India time). ${count}.`;
  return (
    <Callout.Root color="amber" size="1" mb="4" role="status" className="admin-ai-budget">
      <Callout.Text>{reached}</Callout.Text>
    </Callout.Root>
  );
}
