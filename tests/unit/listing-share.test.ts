import { describe, expect, it } from "vitest";
import {
  enquiryMessage,
  listingJsonLd,
  metaDescription,
  openStreetMapLink,
  shareTitle,
  socialShareLinks,
  type JsonLdInput,
} from "~/domain/listing-share";
import { whatsappLink } from "~/domain/whatsapp";

describe("socialShareLinks", () => {
  const url = "https://example.in/listing/42";
  const title = "3 BHK Villa – ₹1.20 Crore";
  it("shares the listing's URL and title to WhatsApp, Facebook, X and e-mail, in that order", () => {
    const links = socialShareLinks(url, title);
    expect(links.map((l) => l.name)).toEqual(["WhatsApp", "Facebook", "X", "E-mail"]);
    const [wa, fb, x, mail] = links.map((l) => new URL(l.href));
    expect(wa?.searchParams.get("text")).toBe(`${title} ${url}`);
    expect(fb?.origin + (fb?.pathname ?? "")).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(fb?.searchParams.get("u")).toBe(url);
    expect(x?.searchParams.get("url")).toBe(url);
    expect(x?.searchParams.get("text")).toBe(title);
    expect(mail?.protocol).toBe("mailto:");
    // Mail clients read "+" literally: spaces are %20.
    expect(links[3]?.href).not.toContain("+");
    expect(decodeURIComponent(links[3]?.href ?? "")).toContain(`body=${title}\n${url}`);
  });
});

describe("whatsappLink", () => {
  it("keeps only digits of the number and encodes the text", () => {
    expect(whatsappLink("+91 98765 43210", "Hi & bye")).toBe("https://wa.me/919876543210?text=Hi%20%26%20bye");
  });
  it("works without a number (share to any chat)", () => {
    expect(whatsappLink("", "x")).toBe("https://wa.me/?text=x");
  });
  it("opens the chat without a message when there is no text (footer, floating button)", () => {
    expect(whatsappLink("+91 98765 43210")).toBe("https://wa.me/919876543210");
  });
});

describe("enquiryMessage", () => {
  it("names the listing, its id and URL", () => {
    const text = enquiryMessage({ id: 42, title: "2 BHK flat in Peelamedu" }, "https://example.com/listing/42");
    expect(text).toContain('"2 BHK flat in Peelamedu"');
    expect(text).toContain("42");
    expect(text).toContain("https://example.com/listing/42");
  });
});

describe("shareTitle / metaDescription", () => {
  it("puts the short price in the title", () => {
    expect(shareTitle({ title: "Villa", price: 12_000_000 })).toBe("Villa – ₹1.20 Crore");
  });
  it("flattens and shortens descriptions at a word boundary", () => {
    expect(metaDescription("a  b\n\nc")).toBe("a b c");
    const long = "word ".repeat(100);
    const out = metaDescription(long, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith("word…")).toBe(true);
  });
});

describe("openStreetMapLink", () => {
  it("marks the coordinates", () => {
    expect(openStreetMapLink(11.0168, 76.9558)).toBe(
      "https://www.openstreetmap.org/?mlat=11.01680&mlon=76.95580#map=16/11.01680/76.95580",
    );
  });
});

describe("listingJsonLd", () => {
  const l: JsonLdInput = {
    id: 1,
    title: "Plot",
    description: "Nice plot",
    type: "plot",
    price: 1_500_000,
    status: "Approved",
    createdAt: Date.UTC(2025, 0, 2),
    street: "",
    area: "Kalapatti",
    city: "Coimbatore",
    state: "Tamil Nadu",
    pincode: "641048",
    latitude: 11.07,
    longitude: 77.04,
  };
  it("is a RealEstateListing with an INR offer, address and geo", () => {
    const ld = listingJsonLd(l, "https://x/listing/1", ["https://x/images/a.jpg"]);
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: 1_500_000, priceCurrency: "INR" });
    expect(ld.contentLocation.address).toMatchObject({
      addressLocality: "Kalapatti, Coimbatore",
      postalCode: "641048",
      addressCountry: "IN",
    });
    expect(ld.contentLocation.address).not.toHaveProperty("streetAddress");
    expect(ld.contentLocation.geo).toEqual({ "@type": "GeoCoordinates", latitude: 11.07, longitude: 77.04 });
    expect(ld.image).toEqual(["https://x/images/a.jpg"]);
    expect(ld.datePosted).toBe("2025-01-02T00:00:00.000Z");
  });
  it("marks sold listings sold out and leaves out missing images", () => {
    const ld = listingJsonLd({ ...l, status: "Sold" }, "u", []);
    expect(ld.offers.availability).toBe("https://schema.org/SoldOut");
    expect(ld).not.toHaveProperty("image");
  });
});
