// The not-found page with HTTP 404: every path no other route claims, and /not-found itself
// (mapped to this module in app/routes.ts; the old client redirected there).
import type { MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { NotFound, notFoundMetaFor } from "~/components/not-found";
import { notFound } from "~/server/http/responses.server";

export function loader() {
  throw notFound();
}

export default function NotFoundPage() {
  return <NotFound />;
}

export const meta: MetaFunction = ({ matches }) => notFoundMetaFor(matches);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
