// Contact details in listing text (app/domain/contact-details.ts): what is refused, what ordinary
// listing text must still pass, and the listing schema using the same rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_DETAILS_MESSAGE, findContactDetails, isCleanVideoLink } from "~/domain/contact-details";
import { createListingSchema, editListingSchema } from "~/schemas/listing";

const PHONES = [
  "9845012345",
  "98450 12345",
  "98450-12345",
  "98450.12345",
  "984 501 2345",
  "9845 012 345",
  "98 45 01 23 45",
  "9 8 4 5 0 1 2 3 4 5",
  "9-8-4-5-0-1-2-3-4-5",
  "(98450) 12345",
  "+91 98450 12345",
  "+91-98450-12345",
  "+919845012345",
  "+91 9845012345",
  "91 98450 12345",
  "919845012345",
  "0091 98450 12345",
  "098450 12345",
  "0 98450 12345",
  "09845012345",
  "(+91) 98450-12345",
  "+91 (984) 501-2345",
  "6381234567",
  "7010 123 456",
  "0422-2345678",
  "0422 2345678",
  "(0422) 2345678",
  "0422 234 5678",
  "044-2345-6789",
  "+91 422 2345678",
  "+91-422-2345678",
  "1800 425 1234",
  "Call 2345678",
  "ph: 2345678",
  "Contact no: 234 5678",
  "nine eight four five zero one two three four five",
  "Nine Eight Four Five Zero One Two Three Four Five",
  "ninefourfivezeroonetwothreefourfivesix",
  "nine-eight-four-five-zero-one-two-three-four-five",
  "98four5 zero12345",
  "98 four 50 one 2345",
  "nine 8 four 5 zero 1 two 3 four 5",
  "double nine eight four five zero one two three four",
  "98450 double one triple three",
  "nine eight four five o one two three four five",
  "9845O12345",
  "98450l2345",
  "௯௮௪௫௦௧௨௩௪௫",
  "९८४५० १२३४५",
  "９８４５０１２３４５",
  "ஒன்பது எட்டு நான்கு ஐந்து பூஜ்ஜியம் ஒன்று இரண்டு மூன்று நான்கு ஐந்து",
  "ombodhu ettu naalu anju poojyam onnu rendu moonu naalu anju",
  "nau aath char paanch shunya ek 2 teen char paanch",
];

const EMAILS = [
  "raja.homes@gmail.com",
  "raja_homes99@yahoo.co.in",
  "sales@rajahomes.in",
  "raja at gmail dot com",
  "raja (at) gmail (dot) com",
  "raja [at] gmail [dot] com",
  "raja @ gmail . com",
  "raja at the rate gmail.com",
  "raja at the rate of gmail dot com",
  "raja@gmail",
  "mail rajahomes at rediffmail",
  "raja at rajahomes dot com",
  "@gmail.com rajahomes",
  "RAJA@GMAIL.COM",
];

const LINKS = [
  "https://rajahomes.com",
  "http://example.org/plots",
  "www.rajahomes.in",
  "WWW.RAJAHOMES.COM",
  "rajahomes.com",
  "visit raja-homes.net for more",
  "shop.co.in",
  "rajahomes dot com",
  "rajahomes [dot] in",
  "wa.me/919845012345",
  "bit.ly/plots123",
  "see rajahomes.in",
  "rajahomes.in/plots",
  "t.me/rajahomes",
];

const ORDINARY = [
  "Rs 45,00,000",
  "Rs. 45,00,000 negotiable",
  "₹ 85 lakh",
  "₹85,00,000",
  "1.2 crore",
  "Price 1.25 Cr",
  "INR 6500000000",
  "2400 sq ft",
  "2400 sq.ft",
  "2400sqft plot",
  "5 cents",
  "1.5 acres",
  "10.5 cents plot",
  "S.F. No. 123/4A",
  "SF No 234/1B2, 234/2",
  "Survey No. 45/2, 45/3 and 46/1",
  "Pincode 641035",
  "Coimbatore - 641035",
  "Coimbatore 641035 2 BHK",
  "641035 1200 sqft house",
  "Built 2019",
  "built in 2019, renovated 2023",
  "15.08.2019 - 26.09.2019",
  "Available from 01-01-2025 to 31-12-2025",
  "12/05/2024",
  "2024-05-12",
  "Road no 5, 100 feet road",
  "No. 12, 3rd Cross, 100 Feet Road",
  "Door no 45/2A, 2nd street",
  "3 BHK, 2 bath, 1 kitchen",
  "2BHK and 3BHK flats",
  "10 plots of 2400 sqft",
  "DTCP approval no 123/2021",
  "DTCP approved LP No. 45/2019",
  "RERA No TN/11/Building/0123/2021",
  "Plots 6 7 8 9 10 11 12 available",
  "Plot numbers 61 62 63 64 65 left",
  "Plot sizes 600 900 1200 2400 sqft",
  "Plot size 1200 - 2400 sqft",
  "Plot 985, 986, 987",
  "Approved by DTCP (No. 234/2019) and RERA TN/01/Layout/1234/2020",
  "EMI 45000 per month 20 years",
  "Ph 2 of the project",
  "24x7 water supply",
  "Lat 11.0168 Long 76.9558",
  "Plots 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 available",
  "30 x 40 plot, 40*60 corner plot",
  "Plot @ 2500/sqft",
  "Flats @ Peelamedu. In the heart of the city",
  "Located at Saravanampatti. Near the IT park",
  "House.in good condition",
  "Ready to build plot.Site visit on Sunday",
  "Near the bus stand.Info at the office",
  "GPS 11.0168, 76.9558",
  "11.0168 76.9558",
  "10.9876 76.9558",
  "Weight of evidence: someone often stone canine",
  "Eighteen years old building, nineteen shops",
  "One bedroom, two halls, three balconies",
  "Double storey house with triple glazing",
  "Open 9.30 am to 6.30 pm",
  "Timings 10:30 - 12:30",
  "Corner plot near the park",
  "A level corner plot with a clear title.",
  "Contact owner for price",
  "Call for site visit",
  "Near Zoho office, walk to the outlook point, live in comfort",
  "Close to Avinashi Road (NH 544), 2 km from airport",
  "East facing, 30 ft road, 2 car parks",
  "Borewell 600 ft, EB 3 phase",
  "Ward 12, Block 4, 1st floor",
  "வீடு விற்பனைக்கு, 3 படுக்கை அறைகள்",
  "ஒன்று இரண்டு வீடுகள்",
  "Plot 9, 8 cents",
  "Price 98 lakhs",
  "Rs 9845000",
  "",
];

describe("findContactDetails", () => {
  it.each(PHONES)("refuses the phone number %s", (text) => {
    expect(findContactDetails(text)).toBe("phone");
    expect(findContactDetails(`Corner plot, ${text} for details`)).not.toBeNull();
  });

  it.each(EMAILS)("refuses the e-mail address %s", (text) => {
    expect(findContactDetails(text)).toBe("email");
  });

  it.each(LINKS)("refuses the link %s", (text) => {
    expect(findContactDetails(text)).not.toBeNull();
  });

  it.each(ORDINARY)("lets ordinary listing text pass: %s", (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});

describe("isCleanVideoLink", () => {
  it.each([
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://www.youtube.com/shorts/aB3dE5gH7jK",
  ])("a video link passes: %s", (link) => {
    expect(isCleanVideoLink(link)).toBe(true);
  });

  it.each([
    "https://wa.me/919845012345",
    "https://example.com/call-98450-12345",
    "https://example.com/?mail=raja%40gmail.com",
    "https://youtu.be/dQw4w9WgXcQ www.rajahomes.com",
    "https://youtu.be/dQw4w9WgXcQ 9845012345",
  ])("a link carrying contact details is refused: %s", (link) => {
    expect(isCleanVideoLink(link)).toBe(false);
  });
});

// --- Properties ---------------------------------------------------------------------------

const words = fc.array(fc.constantFrom("plot", "near", "park", "corner", "house", "road", "sale", "for", "the"), {
  maxLength: 6,
});
const mobile = fc
  .tuple(fc.constantFrom("6", "7", "8", "9"), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest.join(""));
/** The ways people write a mobile number. */
const formatted = fc
  .tuple(
    mobile,
    fc.constantFrom("", "+91 ", "+91-", "91 ", "0", "0091 ", "(+91) "),
    fc.constantFrom("5-5", "3-3-4", "4-3-3", "10", "2-2-2-2-2", "1x10"),
    fc.constantFrom(" ", "-", ".", " - "),
  )
  .map(([digits, prefix, shape, sep]) => {
    const sizes = shape === "1x10" ? Array(10).fill(1) : shape.split("-").map(Number);
    const groups: string[] = [];
    let at = 0;
    for (const size of sizes) {
      groups.push(digits.slice(at, at + size));
      at += size;
    }
    return prefix + groups.join(sep);
  });

describe("properties", () => {
  it("any formatted Indian mobile inside ordinary words is refused", () => {
    fc.assert(
      fc.property(words, formatted, words, (before, phone, after) => {
        const text = [...before, phone, ...after].join(" ");
        expect(findContactDetails(text)).toBe("phone");
      }),
      { numRuns: 2000 },
    );
  });

  it("prices, areas, pincodes, years and survey numbers pass", () => {
    const price = fc.oneof(
      fc.integer({ min: 1, max: 99 }).map((l) => `Rs ${l},00,000`),
      fc.integer({ min: 1, max: 999 }).map((l) => `₹ ${l} lakh`),
      fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => `${a}.${b} crore`),
      fc.integer({ min: 10000, max: 99999999 }).map((n) => `Rs ${n.toLocaleString("en-IN")}`),
    );
    const area = fc.oneof(
      fc.integer({ min: 100, max: 99999 }).map((n) => `${n} sq ft`),
      fc.integer({ min: 1, max: 99 }).map((n) => `${n} cents`),
      fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => `${a}.${b} acres`),
    );
    const other = fc.oneof(
      fc.integer({ min: 600000, max: 643999 }).map((n) => `pincode ${n}`),
      fc.integer({ min: 1950, max: 2030 }).map((y) => `built ${y}`),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 9 })).map(([a, b]) => `S.F. No. ${a}/${b}A`),
      fc.integer({ min: 1, max: 5 }).map((n) => `${n} BHK`),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            price,
            area,
            other,
            words.map((w) => w.join(" ")),
          ),
          { maxLength: 5 },
        ),
        (parts) => {
          expect(findContactDetails(parts.join(", "))).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the listing schema", () => {
  const base = {
    title: "Corner plot",
    description: "A level corner plot with a clear title.",
    poster: "owner",
    type: "plot",
    price: 2500000,
    landArea: 2178,
    facing: "east",
    latitude: "11.0089",
    longitude: "76.9507",
    street: "12 Bharathi Park Road",
    area: "RS Puram",
    city: "Coimbatore",
    pincode: "641002",
    photoIds: ["img-1"],
  };

  it.each([
    ["title", { title: "Plot call 9845012345" }],
    ["description", { description: "Lovely plot, mail raja at gmail dot com" }],
    ["description", { description: "See www.rajahomes.com for photos" }],
    ["video", { video: "https://wa.me/919845012345" }],
    ["amenities[0]", { amenities: ["Borewell, call 98450 12345"] }],
    ["street", { street: "12 Main Road, ph 0422 2345678" }],
  ])("refuses contact details in %s with the one message, on create and edit", (path, change) => {
    for (const schema of [createListingSchema, editListingSchema]) {
      const result = schema.safeParse({ ...base, token: "abcdefghijklmnop", ...change });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((i) => i.path.join(".").replace(/\.(\d+)/, "[$1]") === path);
      expect(issue?.message).toBe(CONTACT_DETAILS_MESSAGE);
    }
  });

  it("ordinary text passes", () => {
    const result = editListingSchema.safeParse({
      ...base,
      title: "3 BHK villa, Rs 85 lakh",
      description: "2400 sq ft on 5 cents, S.F. No. 123/4A, built 2019, DTCP approval no 123/2021.",
      video: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
