import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertUser, PNG_1x1, uniqueEmail } from "../helpers/db";
import { get, postMultipart, signInAs, toastOf } from "../helpers/http";
import { FULL_PROFILE } from "../helpers/profile";

type Row = {
  full_name: string;
  bio: string;
  email: string;
  email_verified: number;
  phone: string;
  phone_verified: number;
  role: string;
  gender: string;
  profile_image: string | null;
};
const userRow = (id: string) => env.DB.prepare(`SELECT * FROM users WHERE id = ?`).bind(id).first<Row>();

function valid(extra: Record<string, string | Blob> = {}) {
  return {
    fullName: "Meena Ramasamy",
    bio: "Plots near Saravanampatti",
    email: uniqueEmail("meena"),
    phone: "+91 90000 12345",
    gender: "female",
    role: "seller",
    ...extra,
  };
}

describe("/profile", () => {
  it("needs sign-in", async () => {
    for (const path of ["/profile", "/profile/edit", "/profile/delete"]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const res = await postMultipart("/profile/edit", valid());
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fedit");
  });

  it("shows every field of the profile page", async () => {
    const user = await insertUser({ ...FULL_PROFILE, fullName: "Arun Kumar", bio: "Buying a villa" });
    const html = await (await get("/profile", { cookie: await signInAs(user.id) })).text();
    for (const text of [
      "Full name",
      "Arun Kumar",
      "Bio",
      "Buying a villa",
      "Email",
      user.email,
      "Email verified",
      "Phone",
      "+91 98765 43210",
      "Phone verified",
      "Credits",
      "50",
      "Account type",
      "Buyer",
      "Gender",
      "Female",
      "Account created",
      "Edit profile",
      "Delete Account",
    ]) {
      expect(html).toContain(text);
    }
  });
});

describe("POST /profile/edit", () => {
  // Changing the e-mail (password, pending address, notice): security-email-change.test.ts.
  it("saves the profile with the success toast; a new phone is unverified", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const input = valid({ email: user.email });
    const res = await postMultipart("/profile/edit", input, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/profile");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Profile updated successfully" });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      full_name: "Meena Ramasamy",
      bio: input.bio,
      email: user.email,
      email_verified: 1,
      phone: "+919000012345", // typed "+91 90000 12345", saved normalised
      phone_verified: 0,
      role: "seller",
      gender: "female",
    });
  });

  it("keeps verification when e-mail and phone do not change", async () => {
    const user = await insertUser({ ...FULL_PROFILE });
    const res = await postMultipart("/profile/edit", valid({ email: user.email, phone: user.phone }), {
      cookie: await signInAs(user.id),
    });
    expect(res.status).toBe(302);
    expect(await userRow(user.id)).toMatchObject({ email_verified: 1, phone_verified: 1 });
  });

  it.each([
    [{ fullName: "A" }, "Full name must be between 2 and 50 characters"],
    [{ fullName: "x".repeat(51) }, "Full name must be between 2 and 50 characters"],
    [{ bio: "b".repeat(301) }, "Bio must be at most 300 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ gender: "" }, "Please select a gender"],
    [{ gender: "unknown" }, "Please select a gender"],
    [{ role: "admin" }, "Please select a valid account type"],
    [{ role: "superadmin" }, "Please select a valid account type"],
    [{ phone: "call me" }, "Please enter a valid phone number"],
  ])("refuses %o with its message", async (change, message) => {
    const user = await insertUser();
    const res = await postMultipart("/profile/edit", valid(change as Record<string, string>), {
      cookie: await signInAs(user.id),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain("Failed to update profile");
    expect((await userRow(user.id))?.role).toBe("buyer");
  });

  it("accepts 2 and 50 character names and a 300 character bio", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    expect(
      (
        await postMultipart("/profile/edit", valid({ email: user.email, fullName: "Al", bio: "b".repeat(300) }), {
          cookie,
        })
      ).status,
    ).toBe(302);
    expect(
      (await postMultipart("/profile/edit", valid({ email: user.email, fullName: "y".repeat(50) }), { cookie })).status,
    ).toBe(302);
  });

  it("says clearly when the e-mail belongs to another account", async () => {
    const other = await insertUser();
    const user = await insertUser();
    const res = await postMultipart("/profile/edit", valid({ email: other.email.toUpperCase() }), {
      cookie: await signInAs(user.id),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This email is already used by another account");
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("never grants an admin role, and admins keep theirs whatever is sent", async () => {
    const buyer = await insertUser();
    await postMultipart("/profile/edit", valid({ email: buyer.email, role: "admin" }), {
      cookie: await signInAs(buyer.id),
    });
    expect((await userRow(buyer.id))?.role).toBe("buyer");

    const admin = await insertUser({ role: "admin" });
    const res = await postMultipart("/profile/edit", valid({ email: admin.email, role: "buyer" }), {
      cookie: await signInAs(admin.id),
    });
    expect(res.status).toBe(302);
    expect((await userRow(admin.id))?.role).toBe("admin");
    // The selector is not even shown for admins.
    const html = await (await get("/profile/edit", { cookie: await signInAs(admin.id) })).text();
    // The markup, not the page's data (which carries the catalogue's labels: decision 0051).
    expect(html).not.toContain(">Account type<");
  });

  it("stores a valid image in R2 under profiles/<userId>/", async () => {
    const user = await insertUser();
    const res = await postMultipart(
      "/profile/edit",
      valid({ image: new File([PNG_1x1], "me.png", { type: "image/png" }) }),
      { cookie: await signInAs(user.id) },
    );
    expect(res.status).toBe(302);
    const key = (await userRow(user.id))?.profile_image ?? "";
    // Re-encoded as WebP by the Images binding (tests/integration/profile-photo.test.ts).
    expect(key).toMatch(new RegExp(`^profiles/${user.id}/[0-9a-f]{24}\\.webp$`));
    const obj = await env.IMAGES.get(key);
    expect(obj?.httpMetadata?.contentType).toBe("image/webp");
    expect(new TextDecoder().decode(new Uint8Array(await obj!.arrayBuffer()).slice(8, 12))).toBe("WEBP");
  });

  it("refuses an image over 100 KB and one that is not jpg/png/webp by its bytes", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const big = new Uint8Array(100 * 1024 + 1);
    big.set(PNG_1x1.slice(0, 8));
    const tooBig = await postMultipart(
      "/profile/edit",
      valid({ image: new File([big], "big.png", { type: "image/png" }) }),
      { cookie },
    );
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain("Profile image must be at most 100KB");

    // Claims to be a PNG, but the bytes are a GIF.
    const gif = new TextEncoder().encode("GIF89a....");
    const fake = await postMultipart(
      "/profile/edit",
      valid({ image: new File([gif], "x.png", { type: "image/png" }) }),
      { cookie },
    );
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("Profile image must be a JPG, PNG or WEBP file");
    expect((await userRow(user.id))?.profile_image).toBeNull();
  });

  it("refuses editing someone else's profile for non-admins; admins may", async () => {
    const victim = await insertUser();
    const sellerCookie = await signInAs((await insertUser({ role: "seller" })).id);
    const res = await postMultipart("/profile/edit", valid({ userId: victim.id, fullName: "Hacked" }), {
      cookie: sellerCookie,
    });
    expect(res.status).toBe(403);
    expect((await get(`/profile/edit?userId=${victim.id}`, { cookie: sellerCookie })).status).toBe(403);
    expect((await userRow(victim.id))?.full_name).not.toBe("Hacked");

    const adminCookie = await signInAs((await insertUser({ role: "admin" })).id);
    const ok = await postMultipart(
      "/profile/edit",
      valid({ userId: victim.id, email: victim.email, fullName: "Fixed Name", role: "seller" }),
      { cookie: adminCookie },
    );
    expect(ok.status).toBe(302);
    // No /admin/users page to go back to: the edited user's profile, as the admin sees it.
    expect(ok.headers.get("Location")).toBe(`/profile/edit?userId=${victim.id}`);
    expect(toastOf(ok)?.message).toBe("Profile updated successfully");
    expect(await userRow(victim.id)).toMatchObject({ full_name: "Fixed Name", role: "seller" });

    // An admin cannot touch a superadmin.
    const superadmin = await insertUser({ role: "superadmin" });
    expect(
      (await postMultipart("/profile/edit", valid({ userId: superadmin.id }), { cookie: adminCookie })).status,
    ).toBe(403);
  });
});
