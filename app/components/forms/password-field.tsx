import { Button, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { Field, type FieldProps } from "./field";

/** A password Field with a show/hide toggle; the toggle appears once JavaScript runs. */
export function PasswordField({ label, ...props }: Omit<FieldProps, "type" | "slot"> & { label: string }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  // The form kit's words come with the frame's (the root sends `layout` on every page).
  const words = useMessages("layout").form;
  const field = label.toLowerCase();
  const toggle = hydrated ? (
    <TextField.Slot side="right">
      <Button
        type="button"
        variant="ghost"
        size="1"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={fill(visible ? words.hideField : words.showField, { field })}
      >
        {visible ? words.hide : words.show}
      </Button>
    </TextField.Slot>
  ) : null;
  return <Field label={label} type={visible ? "text" : "password"} slot={toggle} {...props} />;
}
