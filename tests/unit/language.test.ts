// How a request's language is chosen (app/domain/language.ts, docs/product.md#languages): the URL
// prefix, the `lang` cookie, Accept-Language and the switch's redirect, with examples and with
// generated outside input (cookie values, headers, redirect targets), since a regression in these
// parsers is a hole (a redirect off-site) or a wrong language for everyone.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  homeLanguageRedirect,
  langOfPath,
  localisedPath,
  parseLangCookie,
  preferredLang,
  switchTarget,
  unprefixedPath,
} from "~/domain/language";

describe("langOfPath", () => {
  it("reads Tamil from /ta and below it, and from their data URLs", () => {
    for (const path of ["/ta", "/ta/", "/ta/listing/4", "/ta.data", "/ta/listing/4.data", "/ta/coimbatore/vadavalli"])
      expect(langOfPath(path), path).toBe("ta");
  });
  it("reads English everywhere else, paths that merely start with ta included", () => {
    for (const path of ["/", "/_root.data", "/tamil", "/tax", "/taxi/4", "/listing/4", "/TA", "/en/ta", "/ta.dat"])
      expect(langOfPath(path), path).toBe("en");
  });
});

describe("localisedPath and unprefixedPath", () => {
  it("prefixes Tamil pages and leaves English ones as the app writes them", () => {
    expect(localisedPath("/", "ta")).toBe("/ta");
    expect(localisedPath("/?type=plot&page=2", "ta")).toBe("/ta?type=plot&page=2");
    expect(localisedPath("/#listing-4", "ta")).toBe("/ta#listing-4");
    expect(localisedPath("/listing/4?image=2", "ta")).toBe("/ta/listing/4?image=2");
    expect(localisedPath("/listing/4", "en")).toBe("/listing/4");
    expect(localisedPath("/ta/listing/4", "en")).toBe("/listing/4");
    expect(localisedPath("/ta?type=plot", "en")).toBe("/?type=plot");
  });
  it("never prefixes twice", () => {
    expect(localisedPath("/ta/listing/4", "ta")).toBe("/ta/listing/4");
    expect(localisedPath("/ta", "ta")).toBe("/ta");
  });
  it("leaves /tamil alone (not our prefix)", () => {
    expect(unprefixedPath("/tamil")).toBe("/tamil");
    expect(localisedPath("/tamil", "ta")).toBe("/ta/tamil");
  });
  it("round-trips: any path's Tamil form is Tamil and comes back to its English form", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{0,8}$/);
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z=&0-9]{0,10}$/)))
      .map(([parts, query]) => `/${parts.join("/")}${query === null ? "" : `?${query}`}`);
    fc.assert(
      fc.property(path, (p) => {
        const ta = localisedPath(p, "ta");
        expect(langOfPath(ta.split(/[?#]/)[0]!)).toBe("ta");
        expect(localisedPath(ta, "en")).toBe(unprefixedPath(p));
        expect(localisedPath(localisedPath(p, "en"), "ta")).toBe(ta);
      }),
    );
  });
});

describe("parseLangCookie", () => {
  it("takes exactly en or ta", () => {
    expect(parseLangCookie("ta")).toBe("ta");
    expect(parseLangCookie("en")).toBe("en");
    for (const junk of ["TA", " ta", "ta ", "tamil", "ta-IN", "", "en;ta", "\u0000ta", undefined, null])
      expect(parseLangCookie(junk), String(junk)).toBeNull();
  });
  it("answers a language or nothing for any value", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const lang = parseLangCookie(value);
        expect(lang === null || lang === value).toBe(true);
        if (lang !== null) expect(["en", "ta"]).toContain(value);
      }),
    );
  });
});

describe("preferredLang (Accept-Language)", () => {
  it("reads what phones and browsers send", () => {
    expect(preferredLang("ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("ta");
    expect(preferredLang("en-IN,en;q=0.9,ta;q=0.8")).toBe("en");
    expect(preferredLang("en-GB,en-US;q=0.9,en;q=0.8")).toBe("en");
    expect(preferredLang("hi-IN,hi;q=0.9,ta;q=0.8,en;q=0.7")).toBe("ta");
    expect(preferredLang("TA")).toBe("ta");
  });
  it("weighs q values, the first listed winning a tie", () => {
    expect(preferredLang("en;q=0.5, ta;q=0.7")).toBe("ta");
    expect(preferredLang("en;q=0.7, ta;q=0.7")).toBe("en");
    expect(preferredLang("ta ; q=1.0, en")).toBe("ta");
  });
  it("names nothing for other languages, a wildcard, refusals and junk", () => {
    for (const header of ["", "hi-IN,hi;q=0.9", "*", "ta;q=0", "ta;q=0.000", "ta;q=2", "tam", "t a", ";;;,,,", null])
      expect(preferredLang(header), String(header)).toBeNull();
  });
  it("never throws and answers en, ta or null for any header", () => {
    const piece = fc.oneof(
      fc.constantFrom("ta", "en", "ta-IN", "en-IN", "*", "hi", "q=0", "q=0.5", "q=1", ";", ",", " ", "-", "=", "."),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const lang = preferredLang(parts.join(""));
        expect([null, "en", "ta"]).toContain(lang);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 2000 }), (h) => void preferredLang(h)));
  });
});

describe("homeLanguageRedirect", () => {
  const visit = (over: Partial<Parameters<typeof homeLanguageRedirect>[0]>) =>
    homeLanguageRedirect({
      method: "GET",
      pathname: "/",
      search: "",
      fetchSite: "none",
      cookie: null,
      acceptLanguage: null,
      ...over,
    });
  it("sends an outside visit to the home page to the chosen language, the cookie first", () => {
    expect(visit({ cookie: "ta" })).toBe("/ta");
    expect(visit({ acceptLanguage: "ta-IN,ta;q=0.9" })).toBe("/ta");
    expect(visit({ acceptLanguage: "ta", search: "?type=plot" })).toBe("/ta?type=plot");
    expect(visit({ cookie: "en", acceptLanguage: "ta" })).toBeNull();
    expect(visit({ cookie: "junk", acceptLanguage: "ta" })).toBe("/ta");
    expect(visit({ fetchSite: "cross-site", cookie: "ta" })).toBe("/ta");
    expect(visit({ fetchSite: null, cookie: "ta" })).toBe("/ta");
  });
  it("stays for English readers, for other pages, for moves inside the site and for posts", () => {
    expect(visit({})).toBeNull();
    expect(visit({ acceptLanguage: "en-IN" })).toBeNull();
    expect(visit({ cookie: "ta", pathname: "/listing/4" })).toBeNull();
    expect(visit({ cookie: "ta", pathname: "/ta" })).toBeNull();
    expect(visit({ cookie: "ta", fetchSite: "same-origin" })).toBeNull();
    expect(visit({ cookie: "ta", method: "POST" })).toBeNull();
  });
  it("only ever answers a Tamil path of this site", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (search, cookie, header) => {
        const to = visit({ search: `?${search}`, cookie, acceptLanguage: header });
        if (to !== null) {
          expect(to.startsWith("/ta?")).toBe(true);
          expect(new URL(to, "https://a.example").origin).toBe("https://a.example");
        }
      }),
    );
  });
});

describe("switchTarget (the language switch's redirect)", () => {
  it("comes back to the same page in the other language", () => {
    expect(switchTarget("/listing/4?image=2", "ta")).toBe("/ta/listing/4?image=2");
    expect(switchTarget("/?type=plot", "ta")).toBe("/ta?type=plot");
    expect(switchTarget("/ta/listing/4", "en")).toBe("/listing/4");
    expect(switchTarget("/listing/4", "en")).toBe("/listing/4");
  });
  it("falls back to the home page in that language for anything not ours", () => {
    expect(switchTarget("https://evil.example/", "ta")).toBe("/ta");
    expect(switchTarget("//evil.example", "en")).toBe("/");
    expect(switchTarget(null, "ta")).toBe("/ta");
  });
  it("never leaves the site, whatever it is given (removing /ta from /ta//host included)", () => {
    expect(switchTarget("/ta//evil.example", "en")).toBe("/");
    expect(switchTarget("/ta/%2F/evil.example", "en")).not.toMatch(/^\/\//);
    const pieces = fc.constantFrom(
      "/",
      "//",
      "/ta",
      "ta",
      ".",
      "..",
      "%2F",
      "%2E",
      "\\",
      "evil.example",
      "?",
      "#",
      "@",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 8 }).map((p) => p.join("")),
        ),
        fc.constantFrom("en", "ta" as const),
        (to, lang) => {
          const out = switchTarget(to, lang);
          expect(out.startsWith("/")).toBe(true);
          expect(out[1] === "/" || out[1] === "\\").toBe(false);
          expect(new URL(out, "https://a.example/x").origin).toBe("https://a.example");
          expect(langOfPath(out.split(/[?#]/)[0]!)).toBe(lang);
        },
      ),
    );
  });
});
