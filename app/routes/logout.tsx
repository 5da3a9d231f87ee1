// Logout is a POST (a plain form in the user menu): deletes this session's row and goes to /.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/server/form.server";
import { destroySession } from "~/server/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request); // nothing to read, but a body that is not a form is refused like everywhere
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, context) } });
}

// A GET (typed URL, prefetch) must not sign anyone out.
export function loader() {
  return redirect("/");
}
