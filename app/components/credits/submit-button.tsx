import { Button } from "@radix-ui/themes";
import { useNavigation } from "@remix-run/react";

type Props = Omit<React.ComponentProps<typeof Button>, "type" | "loading"> & {
  /** A fetcher's state when the form is a fetcher.Form; otherwise the page navigation decides. */
  busy?: boolean;
  /** Set on the button so a page with several forms shows only this one as pending. */
  name?: string;
  value?: string;
};

/**
 * The submit button of every credits form: one place to swap for the shared StatusButton.
 * Disabled with a spinner while its own submission runs, so a double click cannot send twice.
 */
export function CreditsSubmitButton({ busy, name, value, children, ...rest }: Props) {
  const navigation = useNavigation();
  const pending =
    busy ??
    (navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === (value ?? "")));
  return (
    <Button type="submit" name={name} value={value} loading={pending} {...rest}>
      {children}
    </Button>
  );
}
