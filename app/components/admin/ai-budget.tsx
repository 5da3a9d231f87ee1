import { Callout, Text } from "@radix-ui/themes";
import { type BudgetState, istClock } from "~/domain/ai-budget";
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useAdminWords } from "./admin-words";

/** Today's paid model calls against the daily budget; once it is spent, says the parser answers alone. */
export function AiBudget({ budget }: { budget: BudgetState }) {
  const t = useAdminWords().budget;
  const count = fill(t.count, { calls: formatIndianNumber(budget.calls), budget: formatIndianNumber(budget.budget) });
  const time = istClock(budget.resetsAt);
  if (!budget.reached) {
    return (
      <Text as="p" size="2" color="gray" mb="4" className="admin-ai-budget">
        {fill(t.open, { count, time })}
      </Text>
    );
  }
  // One text node, so the sentence reads (and is found) whole.
  const reached = fill(t.reached, { time, count });
  return (
    <Callout.Root color="amber" size="1" mb="4" role="status" className="admin-ai-budget">
      <Callout.Text>{reached}</Callout.Text>
    </Callout.Root>
  );
}
