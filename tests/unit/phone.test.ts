// The one phone rule shared by sign-up and the profile (app/schemas/phone.ts).
import { describe, expect, it } from "vitest";
import { signupSchema } from "~/schemas/auth";
import { normalisePhone, PHONE_MESSAGE, phoneSchema } from "~/schemas/phone";
import { profileSchema } from "~/schemas/profile";

describe("normalisePhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["6000000000", "+916000000000"],
    // Ten digits that merely start with 91 are a number, not a prefix.
    ["9123456789", "+919123456789"],
  ])("%s is %s", (raw, normalised) => {
    expect(normalisePhone(raw)).toBe(normalised);
  });

  it.each([
    "12345",
    "5876543210", // Indian mobiles start with 6 to 9
    "98765432101", // eleven digits
    "+44 7911 123456",
    "+91 98765 4321",
    "call me",
  ])("%s is not an Indian mobile number", (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});

describe("phoneSchema", () => {
  it("is optional and saves the normalised number", () => {
    expect(phoneSchema.parse(undefined)).toBeUndefined();
    expect(phoneSchema.parse(" 98765-43210 ")).toBe("+919876543210");
    expect(phoneSchema.safeParse("12345").error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });

  it("is the same rule in sign-up and the profile", () => {
    const signup = { email: "a@example.com", password: "secret-pass", confirmPassword: "secret-pass", role: "buyer" };
    const profile = { fullName: "Meena", email: "a@example.com", gender: "female" };
    for (const [phone, expected] of [
      ["098765 43210", "+919876543210"],
      ["12345", null],
    ] as const) {
      const a = signupSchema.safeParse({ ...signup, phone });
      const b = profileSchema.safeParse({ ...profile, phone });
      expect(a.success ? a.data.phone : null).toBe(expected);
      expect(b.success ? b.data.phone : null).toBe(expected);
    }
  });
});
