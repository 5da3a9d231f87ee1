import type { Fact } from "~/domain/listing-facts";

export function FactsGrid({ facts }: { facts: Fact[] }) {
  return (
    <dl className="listing-facts">
      {facts.map((f) => (
        <div key={f.label} className="listing-facts__item">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
