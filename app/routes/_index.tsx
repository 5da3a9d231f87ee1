import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { parseHomeQuery } from "~/domain/filters";
import { getDb } from "~/server/context.server";
import { listPublicListings } from "~/server/listings.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseHomeQuery(new URL(request.url).searchParams);
  const result = await listPublicListings(getDb(context), query, query.page);
  return json({ query, ...result });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 1).slice(0, 2000)}</pre>;
}
