// Logout is a POST (a plain form in the user menu): deletes this session's row and goes to /.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { destroySession } from "~/server/accounts/session.server";

// Reads no body (so no readForm): signing out needs no fields, whatever was posted.
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, context) } });
}

// A GET (typed URL, prefetch) must not sign anyone out.
export function loader() {
  return redirect("/");
}
