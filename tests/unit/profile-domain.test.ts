import { describe, expect, it } from "vitest";
import { canManageAccount, nextRole, showsAccountType } from "../../app/domain/account";
import { pageItems } from "../../app/domain/pagination";
import { checkProfileImage, PROFILE_IMAGE_MAX_BYTES } from "../../app/domain/profile-image";
import { safeRedirect } from "../../app/domain/safe-redirect";

const bytes = (...b: number[]) => Uint8Array.from(b);

describe("profile image", () => {
  // SOI, then a baseline SOF0 frame header for a 16 x 16 picture.
  const header = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03];

  it("allows at most 100 KB", () => {
    const ok = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    ok.set(header);
    expect(checkProfileImage(ok)).toEqual({ ok: true, ext: "jpg" });
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(header);
    expect(checkProfileImage(big)).toEqual({ ok: false, reason: "too-big" });
    expect(checkProfileImage(bytes(1, 2, 3))).toEqual({ ok: false, reason: "wrong-type" });
    expect(checkProfileImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses files whose headers do not parse or claim a huge picture (a compressed bomb)", () => {
    expect(checkProfileImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toEqual({ ok: false, reason: "wrong-type" });
    const bomb = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03];
    expect(checkProfileImage(bytes(...bomb))).toEqual({ ok: false, reason: "wrong-type" });
  });
});

describe("account rules", () => {
  it("lets users manage themselves, admins others but not superadmins, superadmins anyone", () => {
    expect(canManageAccount({ id: "a", role: "buyer" }, { id: "a", role: "buyer" })).toBe(true);
    expect(canManageAccount({ id: "a", role: "seller" }, { id: "b", role: "buyer" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "b", role: "seller" })).toBe(true);
    expect(canManageAccount({ id: "a", role: "admin" }, { id: "b", role: "superadmin" })).toBe(false);
    expect(canManageAccount({ id: "a", role: "superadmin" }, { id: "b", role: "admin" })).toBe(true);
  });

  it("never grants admin roles and keeps admins' roles", () => {
    expect(nextRole("buyer", "seller")).toBe("seller");
    expect(nextRole("seller", "both")).toBe("both");
    expect(nextRole("buyer", "admin")).toBe("buyer");
    expect(nextRole("both", "superadmin")).toBe("both");
    expect(nextRole("buyer", undefined)).toBe("buyer");
    expect(nextRole("admin", "buyer")).toBe("admin");
    expect(nextRole("superadmin", "seller")).toBe("superadmin");
    expect(showsAccountType("both")).toBe(true);
    expect(showsAccountType("admin")).toBe(false);
    expect(showsAccountType("superadmin")).toBe(false);
  });
});

describe("pagination", () => {
  it("shows Previous, 1..current, an ellipsis while more exist, and Next", () => {
    expect(pageItems(1, true)).toEqual({ previous: null, pages: [1], ellipsis: false, next: null });
    expect(pageItems(1, false)).toEqual({ previous: null, pages: [1], ellipsis: true, next: 2 });
    expect(pageItems(3, false)).toEqual({ previous: 2, pages: [1, 2, 3], ellipsis: true, next: 4 });
    expect(pageItems(3, true)).toEqual({ previous: 2, pages: [1, 2, 3], ellipsis: false, next: null });
  });
});

describe("safeRedirect", () => {
  it("keeps local paths and refuses other hosts", () => {
    expect(safeRedirect("/listing/4?x=1")).toBe("/listing/4?x=1");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("/a\nb", "/x")).toBe("/x");
    expect(safeRedirect(null, "/f")).toBe("/f");
  });
});
