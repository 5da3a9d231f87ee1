import { Button, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Field, type FieldProps } from "./field";

/** A password Field with a show/hide toggle; the toggle appears once JavaScript runs. */
export function PasswordField({ label, ...props }: Omit<FieldProps, "type" | "slot"> & { label: string }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const name = label.toLowerCase();
  const toggle = hydrated ? (
    <TextField.Slot side="right">
      <Button
        type="button"
        variant="ghost"
        size="1"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${name}` : `Show ${name}`}
      >
        {visible ? "Hide" : "Show"}
      </Button>
    </TextField.Slot>
  ) : null;
  return <Field label={label} type={visible ? "text" : "password"} slot={toggle} {...props} />;
}
