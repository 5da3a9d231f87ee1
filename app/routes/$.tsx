// Every path no other route claims: the not-found page with HTTP 404.
import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound, notFoundMeta } from "~/components/not-found";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const meta: MetaFunction = () => notFoundMeta;

export function ErrorBoundary() {
  return <NotFound />;
}
