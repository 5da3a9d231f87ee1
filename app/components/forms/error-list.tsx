import { Callout, Text } from "@radix-ui/themes";
import { useSay } from "~/messages/use-messages";

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

function present(errors: ListOfErrors): string[] {
  return (errors ?? []).filter((e): e is string => Boolean(e));
}

/** A field's errors, under the field. `id` is the errorId the field's aria-describedby names. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  // Schemas say their messages in English; the page's language is looked up (decision 0052).
  const say = useSay();
  const list = present(errors).map(say);
  if (list.length === 0) return null;
  return (
    <Text as="div" id={id} size="1" color="red" role="alert">
      {list.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Text>
  );
}

/**
 * Messages about the whole form (wrong password, "Failed to update profile", a notice from the
 * loader) in a callout above the fields. Pass `id={form.errorId}` for the form's own errors.
 */
export function FormAlert({
  id,
  messages,
  color = "red",
}: {
  id?: string;
  messages?: ListOfErrors;
  color?: "red" | "green" | "blue";
}) {
  const say = useSay();
  const list = present(messages).map(say);
  if (list.length === 0) return null;
  return (
    // Green and blue text on their soft fill falls under 4.5:1 (axe); high contrast keeps the hue.
    <Callout.Root
      id={id}
      color={color}
      highContrast={color !== "red"}
      role={color === "red" ? "alert" : "status"}
      size="1"
    >
      <Callout.Text>{list.join(" ")}</Callout.Text>
    </Callout.Root>
  );
}
