// The one ErrorBoundary body for every route (after the Epic Stack's): a thrown 404 shows the
// not-found page, other thrown responses a message for their status, anything else a generic
// message. Routes pass handlers only where their message differs:
//   export function ErrorBoundary() {
//     return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorMessage title="..." />} />;
//   }
import { buttonProps, Flex, Heading, Text } from "~/components/ui/text";
import { type ErrorResponse, isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useSay } from "~/messages/use-messages";
import { NotFound, useErrorWords } from "./not-found";

export type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactNode;

export const ERROR_TITLE = "Something went wrong";
export const ERROR_DETAIL = "Please try again in a moment.";
export const FORBIDDEN_TITLE = "You don't have access to this page.";

/** A heading, an optional line and the way home: the shape of every error page. */
export function ErrorMessage({ title, detail }: { title: string; detail?: string }) {
  // Routes pass their English title; it reads in the page's language by the list catalogue's `said`.
  const say = useSay();
  const t = useErrorWords();
  return (
    <Flex direction="column" align="center" gap="4" className="error-page">
      <Heading as="h1" size="6" align="center">
        {say(title)}
      </Heading>
      {detail ? (
        <Text as="p" color="gray" align="center">
          {say(detail)}
        </Text>
      ) : null}
      <Link to="/" {...buttonProps({ size: "3" })}>
        {t.home}
      </Link>
    </Flex>
  );
}

const DEFAULT_STATUS_HANDLERS: Record<number, StatusHandler> = {
  403: () => <ErrorMessage title={FORBIDDEN_TITLE} />,
  404: () => <NotFound />,
};

export function GeneralErrorBoundary({
  defaultStatusHandler = () => <ErrorMessage title={ERROR_TITLE} detail={ERROR_DETAIL} />,
  statusHandlers,
  unexpectedErrorHandler = () => <ErrorMessage title={ERROR_TITLE} detail={ERROR_DETAIL} />,
}: {
  /** For thrown responses whose status has no handler. */
  defaultStatusHandler?: StatusHandler;
  /** Per status, on top of the defaults (403, and 404 showing the not-found page). */
  statusHandlers?: Record<number, StatusHandler>;
  /** For anything thrown that is not a response (a bug, a failed query). */
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const params = useParams();
  const isResponse = isRouteErrorResponse(error);

  // The server logs what loaders throw (entry.server); this logs what happens in the browser.
  // Expected answers (404s, refusals) are not errors worth a log line.
  useEffect(() => {
    if (!isResponse || error.status >= 500) console.error(error);
  }, [error, isResponse]);

  if (isResponse) {
    const handler = statusHandlers?.[error.status] ?? DEFAULT_STATUS_HANDLERS[error.status] ?? defaultStatusHandler;
    return <>{handler({ error, params })}</>;
  }
  return <>{unexpectedErrorHandler(error)}</>;
}
