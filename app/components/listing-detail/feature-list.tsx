import { Heading } from "@radix-ui/themes";

/** Amenities / location features: a plain list; nothing is rendered when empty. */
export function FeatureList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section className="listing-section" aria-labelledby={`${slug(title)}-heading`}>
      <Heading as="h2" size="5" id={`${slug(title)}-heading`} mb="3">
        {title}
      </Heading>
      <ul className="listing-features">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
