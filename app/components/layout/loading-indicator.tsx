import { useNavigation } from "@remix-run/react";

/** Full-screen centred spinner while a navigation is pending (shown after a short delay). */
export function LoadingIndicator({ label }: { label: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
