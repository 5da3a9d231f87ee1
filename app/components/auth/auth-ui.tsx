// Small building blocks shared by the account pages (login, sign-up, reset...). Plain inputs
// inside real forms, so every page works with JavaScript off.
import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useState, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "~/components/layout/use-root-data";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="center" px="4" py={{ initial: "5", sm: "9" }}>
      <Box width="100%" maxWidth="26rem">
        <Card size={{ initial: "2", sm: "4" }}>
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="6">
                {title}
              </Heading>
              {subtitle ? (
                <Text as="p" size="2" color="gray" mt="1">
                  {subtitle}
                </Text>
              ) : null}
            </Box>
            {children}
          </Flex>
        </Card>
      </Box>
    </Flex>
  );
}

export function FormAlert({
  messages,
  color = "red",
}: {
  messages?: (string | null | undefined)[] | null;
  color?: "red" | "green" | "blue";
}) {
  const list = (messages ?? []).filter((m): m is string => Boolean(m));
  if (list.length === 0) return null;
  return (
    <Callout.Root color={color} role={color === "red" ? "alert" : "status"} size="1">
      <Callout.Text>{list.join(" ")}</Callout.Text>
    </Callout.Root>
  );
}

type InputProps = Omit<ComponentProps<"input">, "size" | "color" | "key" | "defaultValue" | "type"> & {
  key?: unknown;
  defaultValue?: string | number | readonly string[];
  type?: string;
};

/**
 * A labelled input with its errors; `input` takes Conform's getInputProps(...) output.
 * `type` overrides the input's type and `slot` adds content at its right edge.
 */
export function Field({
  label,
  input,
  errors,
  hint,
  type,
  slot,
}: {
  label: string;
  input: InputProps;
  errors?: string[];
  hint?: ReactNode;
  type?: string;
  slot?: ReactNode;
}) {
  const { key: _key, ...props } = input;
  const errorId = `${props.id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        size="3"
        {...(props as ComponentProps<typeof TextField.Root>)}
        {...(type ? { type: type as ComponentProps<typeof TextField.Root>["type"] } : {})}
        aria-describedby={errors?.length ? errorId : undefined}
      >
        {slot}
      </TextField.Root>
      {hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </Flex>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {errors.join(" ")}
    </Text>
  );
}

/** Password input with a show/hide toggle; the toggle appears once JavaScript runs. */
export function PasswordField({ label, input, errors }: { label: string; input: InputProps; errors?: string[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const toggle = hydrated ? (
    <TextField.Slot side="right">
      <Button
        type="button"
        variant="ghost"
        size="1"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
      >
        {visible ? "Hide" : "Show"}
      </Button>
    </TextField.Slot>
  ) : null;
  return <Field label={label} input={input} errors={errors} type={visible ? "text" : "password"} slot={toggle} />;
}

/** A native <select> (works without JavaScript) sized like Radix's size-3 text fields. */
export const nativeSelectStyle: CSSProperties = {
  height: "var(--space-7)",
  padding: "0 var(--space-3)",
  fontSize: "var(--font-size-3)",
  fontFamily: "inherit",
  color: "var(--gray-12)",
  background: "var(--color-surface)",
  border: "1px solid var(--gray-a7)",
  borderRadius: "var(--radius-2)",
};

export function SubmitButton({ children, pending }: { children: ReactNode; pending?: boolean }) {
  return (
    <Button type="submit" size="3" loading={pending} style={{ width: "100%" }}>
      {children}
    </Button>
  );
}
