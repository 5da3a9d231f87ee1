import { Button, Spinner } from "@radix-ui/themes";
import type { ComponentProps } from "react";
import { useIsPending } from "./use-is-pending";

type Props = ComponentProps<typeof Button> & {
  /**
   * Whether the form is submitting. Leave it out for a <Form> posting to its own route; pass
   * `useIsPending({ formAction })` or `useIsPending({ fetcher })` for any other form.
   */
  pending?: boolean;
  /** Stretch across its container (the account pages' single button). */
  fullWidth?: boolean;
};

/**
 * The submit button of every form: while the form submits it shows a spinner beside its
 * (still readable) text and is disabled, so a second click cannot post twice.
 */
export function StatusButton({
  pending,
  fullWidth,
  disabled,
  className,
  children,
  type = "submit",
  size = "3",
  ...props
}: Props) {
  // A named button (intent=delete, packId=p100) is pending only when it sent the form.
  const submitter =
    typeof props.name === "string" && typeof props.value === "string"
      ? { name: props.name, value: props.value }
      : undefined;
  const routePending = useIsPending({ submitter });
  const busy = pending ?? routePending;
  return (
    <Button
      type={type}
      size={size}
      {...props}
      disabled={disabled || busy}
      data-pending={busy || undefined}
      className={["status-button", fullWidth && "status-button--full", className].filter(Boolean).join(" ")}
    >
      {busy ? <Spinner aria-hidden /> : null}
      {children}
    </Button>
  );
}
