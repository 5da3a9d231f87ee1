import { describe, expect, it } from "vitest";
import { parseListingId } from "~/domain/listing-id";

describe("parseListingId", () => {
  it("reads positive whole numbers written plainly", () => {
    expect(parseListingId("1")).toBe(1);
    expect(parseListingId("42")).toBe(42);
    expect(parseListingId("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    "0",
    "-1",
    "1.5",
    "1e3",
    "0x10",
    "07",
    " 7",
    "7 ",
    "+7",
    "abc",
    "",
    "9007199254740993",
    "12345678901234567",
  ])("refuses %j", (value) => expect(parseListingId(value)).toBeNull());

  it("refuses what is not text (missing params, files from a form)", () => {
    expect(parseListingId(undefined)).toBeNull();
    expect(parseListingId(null)).toBeNull();
    expect(parseListingId(7)).toBeNull();
    expect(parseListingId(new File(["1"], "1"))).toBeNull();
  });
});
