// Similar listings at the end of a listing page (docs/product.md#similar-listings): same type,
// priced within about 25 %, in its locality or the nearest ones, closest first, from one indexed query.
import { beforeAll, describe, expect, it } from "vitest";
import { similarListingsQuery } from "~/server/listings/similar.server";
import { db } from "../helpers/db";
import { cardIds, insertListings } from "../helpers/home";
import { get } from "../helpers/http";
import { queryPlan, tableScans } from "../helpers/query-plan";

// ₹12.3 crore villas around Tatabad: no other test prices a villa there.
const PRICE = 123_456_789;
let ids: Record<string, number> = {};

beforeAll(async () => {
  const rows = {
    subject: { type: "villa" as const, area: "Tatabad", price: PRICE, latitude: 11.0233, longitude: 76.955 },
    near: {
      type: "villa" as const,
      area: "Tatabad",
      price: Math.round(PRICE * 1.2),
      latitude: 11.0243,
      longitude: 76.955,
    },
    nextDoor: {
      type: "villa" as const,
      area: "Gandhipuram",
      price: Math.round(PRICE * 0.8),
      latitude: 11.0183,
      longitude: 76.966,
    },
    dearer: { type: "villa" as const, area: "Tatabad", price: PRICE * 2, latitude: 11.0234, longitude: 76.955 },
    plot: { type: "plot" as const, area: "Tatabad", price: PRICE, latitude: 11.0234, longitude: 76.955 },
    far: { type: "villa" as const, area: "Sulur", price: PRICE, latitude: 11.025, longitude: 77.126 },
    pending: {
      type: "villa" as const,
      area: "Tatabad",
      price: PRICE,
      latitude: 11.0233,
      longitude: 76.955,
      status: "Pending" as const,
    },
  };
  const inserted = await insertListings(Object.values(rows));
  ids = Object.fromEntries(Object.keys(rows).map((k, i) => [k, inserted[i]!]));
});

const similarIds = (html: string) =>
  cardIds(html.match(/<section class="similar-listings"[\s\S]*?<\/section>/)?.[0] ?? "");

describe("similar listings", () => {
  it("end the listing page: same type, price within 25 %, nearby, closest first, public only", async () => {
    const res = await get(`/listing/${ids.subject}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Similar listings nearby");
    expect(similarIds(html)).toEqual([ids.near, ids.nextDoor]);
  });

  it("come from one indexed query", async () => {
    const details = await queryPlan(
      similarListingsQuery(db(), {
        id: 1,
        type: "villa",
        price: PRICE,
        area: "Tatabad",
        latitude: 11.02,
        longitude: 76.95,
      }),
    );
    expect(tableScans(details), details.join("\n")).toEqual([]);
    expect(
      details.some((d) => /USING (COVERING )?INDEX listings_public/.test(d)),
      details.join("\n"),
    ).toBe(true);
  });
});
