// What a thrown response looks like to a person: GeneralErrorBoundary's pages by status.
import { describe, expect, it } from "vitest";
import { insertUser } from "../helpers/db";
import { get, signInAs } from "../helpers/http";

const NOT_FOUND = "Sorry, we couldn&#x27;t find this page.";
const FORBIDDEN = "You don&#x27;t have access to this page.";

describe("error pages", () => {
  it("a 404 inside the layout keeps the site's header and shows the not-found page", async () => {
    const res = await get("/listing/987654321");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(NOT_FOUND);
    expect(html).toContain("Back to homepage");
    expect(html).toContain("Skip to content");
  });

  it("a 403 says the page is not for this account, with the way home", async () => {
    const victim = await insertUser();
    const cookie = await signInAs((await insertUser({ role: "buyer" })).id);
    const res = await get(`/profile/edit?userId=${victim.id}`, { cookie });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(FORBIDDEN);
    expect(html).toContain("Back to homepage");
    expect(html).not.toContain(victim.email);
  });

  it("a 404 from a route without its own boundary still shows the not-found page", async () => {
    const cookie = await signInAs((await insertUser({ role: "admin" })).id);
    const res = await get(`/profile/edit?userId=${crypto.randomUUID()}`, { cookie });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(NOT_FOUND);
  });
});
