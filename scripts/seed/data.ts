// The demo data set, generated deterministically from a seed. Pure: no I/O, so tests reuse it
// and every machine gets the same listings. scripts/seed/run.ts writes it to D1 and R2.
import {
  FACINGS,
  LOCALITIES,
  type ListingStatus,
  type Locality,
  type PropertyType,
  type Role,
} from "../../app/domain/catalog";
import { SQFT_PER_CENT } from "../../app/domain/format";
import { LOCALITY_CENTRES, LOCALITY_RADIUS_DEG } from "../../app/domain/locality-geo";
import { COMMON_STREETS, LISTINGS_PER_LOCALITY, LOCALITY_INFO, type Tier } from "./localities";
import { createRng, type Rng } from "./prng";

/**
 * Children before parents, so foreign keys never block the wipe. d1_migrations is kept.
 * The bench (scripts/bench/seed-sql.ts) wipes with it too.
 */
export const WIPE_ORDER = [
  "photo_hash_bands",
  "sessions",
  "auth_tokens",
  "oauth_accounts",
  "listing_views",
  "favourites",
  "enquiries",
  "listing_images",
  "credit_transactions",
  "payments",
  "listings",
  "users",
  "quick_enquiries",
  "ai_identities",
  "email_outbox",
];

export const DEMO_PASSWORD = "demo-password";
export const DEFAULT_SEED = 20_250_901;
const DAY_MS = 86_400_000;
const LAKH = 100_000;
const CRORE = 10_000_000;

export type SeedUser = {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  email: string;
  phone: string;
  role: Role;
  gender: "male" | "female";
  credits: number;
  createdAt: number;
  /** Which poster type this account posts as. */
  poster: "owner" | "builder" | "broker";
};

/** A picture from the generated pool: scene kind plus variant number (see images.ts). */
export type PoolImage = { scene: PropertyType | "interior"; variant: number };

export type SeedListing = {
  id: number;
  title: string;
  description: string;
  poster: "owner" | "builder" | "broker";
  type: PropertyType;
  price: number;
  landArea: number;
  squareFeet: number;
  propertyAge: number;
  floors: number;
  facing: (typeof FACINGS)[number];
  bhk: number;
  status: ListingStatus;
  video: string;
  postedById: string;
  street: string;
  area: Locality;
  pincode: string;
  latitude: number;
  longitude: number;
  parkingAvailable: boolean;
  parkingType: "open" | "covered" | null;
  parkingSpaces: number;
  readyToMove: boolean;
  gatedCommunity: boolean;
  dtcpApproved: boolean;
  views: number;
  amenities: string[];
  locationFeatures: string[];
  createdAt: number;
  updatedAt: number | null;
  /** When its seller last said it is still available (public listings only; docs/product.md#trust). */
  confirmedAt: number | null;
  /** 2-5 pictures, the first is the main image. Each gets its own R2 keys per listing. */
  images: (PoolImage & { imageId: string })[];
};

export type SeedFavourite = { userId: string; listingId: number; createdAt: number };
export type SeedView = { listingId: number; userId: string | null; createdAt: number };
export type SeedEnquiry = { listingId: number; sellerId: string; buyerId: string; createdAt: number };
export type SeedCredit = {
  userId: string;
  amount: number;
  description: string;
  idempotencyKey: string;
  createdAt: number;
};
export type SeedQuickEnquiry = {
  name: string;
  phone: string;
  message: string;
  status: "Open" | "FollwUp" | "Closed" | "Spam";
  createdAt: number;
};

export type SeedData = {
  users: SeedUser[];
  listings: SeedListing[];
  favourites: SeedFavourite[];
  views: SeedView[];
  enquiries: SeedEnquiry[];
  credits: SeedCredit[];
  quickEnquiries: SeedQuickEnquiry[];
};

/** Variants per scene in the image pool. */
export const IMAGE_VARIANTS = 6;
export const IMAGE_SCENES = ["plot", "apartment", "villa", "house", "agriLand", "commercial", "interior"] as const;

// ---------------------------------------------------------------------------------------------
// Users

type UserSpec = Omit<SeedUser, "id" | "createdAt" | "credits"> & { credits?: number };

/** One account per role; the sign-in page's demo hint lists these (password: demo-password). */
const DEMO_USERS: UserSpec[] = [
  {
    username: "buyer",
    fullName: "Karthik Raman",
    email: "buyer@example.com",
    phone: "+919843012345",
    role: "buyer",
    gender: "male",
    poster: "owner",
    bio: "Looking for a 2 BHK near Saravanampatti for my family.",
  },
  {
    username: "seller",
    fullName: "Priya Subramanian",
    email: "seller@example.com",
    phone: "+919843023456",
    role: "seller",
    gender: "female",
    poster: "owner",
    bio: "Selling family property in Coimbatore.",
  },
  {
    username: "both",
    fullName: "Senthil Kumar",
    email: "both@example.com",
    phone: "+919843034567",
    role: "both",
    gender: "male",
    poster: "owner",
    bio: "Buying and selling homes around Vadavalli.",
  },
  {
    username: "admin",
    fullName: "Lakshmi Narayanan",
    email: "admin@example.com",
    phone: "+919843045678",
    role: "admin",
    gender: "female",
    poster: "owner",
    bio: "Site administrator.",
  },
  {
    username: "superadmin",
    fullName: "Arun Prakash",
    email: "superadmin@example.com",
    phone: "+919843056789",
    role: "superadmin",
    gender: "male",
    poster: "owner",
    bio: "Site owner.",
  },
];

/** The sellers, builders and brokers who post most demo listings. */
const DEMO_SELLERS: UserSpec[] = [
  {
    username: "kovai_homes",
    fullName: "Kovai Homes Builders",
    email: "sales@kovaihomes.example.com",
    phone: "+919894011122",
    role: "seller",
    gender: "male",
    poster: "builder",
    bio: "Villas and apartments across Coimbatore since 2004.",
  },
  {
    username: "murugan_realty",
    fullName: "Murugan Velusamy",
    email: "murugan.realty@example.com",
    phone: "+919894022233",
    role: "seller",
    gender: "male",
    poster: "broker",
    bio: "Plots and farm land in north Coimbatore.",
  },
  {
    username: "sri_balaji_promoters",
    fullName: "Sri Balaji Promoters",
    email: "info@sribalaji.example.com",
    phone: "+919894033344",
    role: "seller",
    gender: "male",
    poster: "builder",
    bio: "DTCP approved layouts and gated communities.",
  },
  {
    username: "meena_properties",
    fullName: "Meena Ramasamy",
    email: "meena.properties@example.com",
    phone: "+919894044455",
    role: "both",
    gender: "female",
    poster: "broker",
    bio: "Homes in RS Puram, Saibaba Colony and Vadavalli.",
  },
  {
    username: "anand_estates",
    fullName: "Anand Krishnan",
    email: "anand.estates@example.com",
    phone: "+919894055566",
    role: "seller",
    gender: "male",
    poster: "broker",
    bio: "Commercial spaces on Avinashi Road and Trichy Road.",
  },
  {
    username: "green_acres",
    fullName: "Green Acres Farmlands",
    email: "contact@greenacres.example.com",
    phone: "+919894066677",
    role: "seller",
    gender: "male",
    poster: "broker",
    bio: "Coconut farms and agricultural land near the Western Ghats.",
  },
  {
    username: "divya_s",
    fullName: "Divya Shanmugam",
    email: "divya.s@example.com",
    phone: "+919894077788",
    role: "both",
    gender: "female",
    poster: "owner",
    bio: "",
  },
  {
    username: "ramesh_owner",
    fullName: "Ramesh Palanisamy",
    email: "ramesh.p@example.com",
    phone: "+919894088899",
    role: "seller",
    gender: "male",
    poster: "owner",
    bio: "",
  },
];

/** A UUID-shaped id from the PRNG, so ids are stable across runs. */
function uuid(rng: Rng): string {
  const h = rng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------
// Listings

const TYPE_WEIGHTS: Record<Tier, [PropertyType, number][]> = {
  A: [
    ["apartment", 35],
    ["villa", 15],
    ["house", 25],
    ["plot", 10],
    ["commercial", 15],
    ["agriLand", 0],
  ],
  B: [
    ["apartment", 30],
    ["villa", 15],
    ["house", 22],
    ["plot", 18],
    ["commercial", 12],
    ["agriLand", 3],
  ],
  C: [
    ["apartment", 20],
    ["villa", 18],
    ["house", 22],
    ["plot", 25],
    ["commercial", 8],
    ["agriLand", 7],
  ],
  D: [
    ["apartment", 6],
    ["villa", 12],
    ["house", 18],
    ["plot", 32],
    ["commercial", 4],
    ["agriLand", 28],
  ],
};

/** Plot rate in lakh per cent. */
const PLOT_LAKH_PER_CENT: Record<Tier, [number, number]> = { A: [15, 25], B: [7, 15], C: [5, 10], D: [3, 6] };
const AGRI_LAKH_PER_CENT: Record<Tier, [number, number]> = { A: [3, 4], B: [2.5, 4], C: [1.5, 3], D: [0.5, 2] };
/** Built-up rate in rupees per sq ft for apartments. */
const FLAT_RATE: Record<Tier, [number, number]> = {
  A: [7500, 10000],
  B: [5500, 7800],
  C: [4500, 6200],
  D: [3800, 5000],
};
const SHOP_RATE: Record<Tier, [number, number]> = {
  A: [14000, 22000],
  B: [9000, 15000],
  C: [6000, 10000],
  D: [4000, 7000],
};

const STATUS_WEIGHTS: [ListingStatus, number][] = [
  ["Approved", 80],
  ["Sold", 8],
  ["Pending", 7],
  ["Rejected", 5],
];

const AMENITIES: Record<PropertyType, string[]> = {
  plot: [
    "Tar Road",
    "Street Lights",
    "Compound Wall",
    "EB Connection",
    "Corporation Water",
    "Underground Drainage",
    "Children's Park",
    "Avenue Trees",
    "Security Gate",
  ],
  agriLand: [
    "Borewell",
    "Open Well",
    "Drip Irrigation",
    "Coconut Trees",
    "Three Phase EB",
    "Farm House",
    "Fenced Boundary",
    "Mango Trees",
    "Tar Road Access",
  ],
  apartment: [
    "Lift",
    "Power Backup",
    "Covered Car Parking",
    "24x7 Security",
    "CCTV",
    "Gym",
    "Swimming Pool",
    "Children's Play Area",
    "Rainwater Harvesting",
    "Intercom",
    "Clubhouse",
    "Corporation Water",
  ],
  villa: [
    "Private Garden",
    "Modular Kitchen",
    "Power Backup",
    "Clubhouse",
    "Swimming Pool",
    "24x7 Security",
    "CCTV",
    "Solar Water Heater",
    "Rainwater Harvesting",
    "Car Porch",
  ],
  house: [
    "Borewell",
    "Corporation Water",
    "Car Porch",
    "Modular Kitchen",
    "Sump",
    "Solar Water Heater",
    "Pooja Room",
    "Terrace Garden",
    "Rainwater Harvesting",
  ],
  commercial: [
    "Lift",
    "Power Backup",
    "Car Parking",
    "Three Phase Power",
    "Washrooms",
    "Main Road Frontage",
    "Fire Safety",
    "CCTV",
  ],
};

const LOCATION_FEATURES = [
  "Near Bus Stop",
  "Close to Schools",
  "Near Hospital",
  "Near Temple",
  "Near Supermarket",
  "Main Road Access",
  "Western Ghats View",
  "Close to Railway Station",
  "Near Bank and ATM",
  "Calm Residential Area",
];

const PROJECTS = [
  "Sree Nivas",
  "Green Park",
  "Lotus Enclave",
  "Kovai Gardens",
  "Shanthi Nagar",
  "Sai Residency",
  "Palm Meadows",
  "Brindavan",
];

const FACING_NAMES = { north: "North", south: "South", east: "East", west: "West" } as const;

function roundPrice(value: number): number {
  const step = value >= CRORE ? 5 * LAKH : value >= 20 * LAKH ? LAKH : 10_000;
  return Math.max(10_000, Math.round(value / step) * step);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const cents = (sqft: number) => sqft / SQFT_PER_CENT;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** The first template that fits the form's 2-50 character rule. */
function fitTitle(candidates: string[]): string {
  return (
    candidates.find((t) => t.length >= 2 && t.length <= 50) ?? candidates[candidates.length - 1].slice(0, 50).trim()
  );
}

/** Joins sentences while the total stays within the form's 200 characters. */
function fitDescription(sentences: string[]): string {
  let out = "";
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > 200) break;
    out = next;
  }
  return out;
}

/** A point uniformly inside the locality's circle (kept a little inside its edge). */
export function pointInLocality(rng: Rng, locality: Locality): { latitude: number; longitude: number } {
  const centre = LOCALITY_CENTRES[locality];
  const r = LOCALITY_RADIUS_DEG * 0.95 * Math.sqrt(rng.next());
  const a = rng.range(0, 2 * Math.PI);
  return {
    latitude: Math.round((centre.latitude + r * Math.sin(a)) * 1e6) / 1e6,
    longitude: Math.round((centre.longitude + r * Math.cos(a)) * 1e6) / 1e6,
  };
}

type Built = Pick<
  SeedListing,
  | "title"
  | "description"
  | "price"
  | "landArea"
  | "squareFeet"
  | "propertyAge"
  | "floors"
  | "bhk"
  | "gatedCommunity"
  | "dtcpApproved"
  | "readyToMove"
  | "parkingAvailable"
  | "parkingType"
  | "parkingSpaces"
  | "amenities"
>;

function buildListing(rng: Rng, type: PropertyType, area: Locality, facing: SeedListing["facing"]): Built {
  const info = LOCALITY_INFO[area];
  const tier = info.tier;
  const landmark = rng.pick(info.landmarks);
  const project = rng.pick(PROJECTS);
  const face = FACING_NAMES[facing];
  const amenities = (n: [number, number]) => rng.sample(AMENITIES[type], rng.int(n[0], n[1]));
  const noBuilt = { squareFeet: 0, propertyAge: 0, floors: 0, bhk: 0 };

  switch (type) {
    case "plot": {
      const c = rng.weighted([
        [rng.int(2, 4), 40],
        [rng.int(5, 8), 45],
        [rng.int(9, 20), 15],
      ] as const);
      const rate = rng.range(...PLOT_LAKH_PER_CENT[tier]);
      const dtcp = rng.chance(0.75);
      const gated = rng.chance(0.3);
      return {
        ...noBuilt,
        title: fitTitle([
          rng.pick([
            `${c} Cents ${dtcp ? "DTCP " : ""}Plot in ${area}`,
            `${face} Facing Plot in ${area}`,
            `Residential Plot near ${landmark}`,
            `${gated ? "Gated Community" : "Corner"} Plot, ${area}`,
          ]),
          `${c} Cents Plot in ${area}`,
          `Plot in ${area}`,
        ]),
        description: fitDescription([
          `${c} cents ${face.toLowerCase()} facing residential plot in ${area}${dtcp ? ", DTCP approved" : ""}.`,
          rng.pick([`About ${rng.int(1, 4)} km from ${landmark}.`, `Close to ${landmark}.`]),
          rng.pick([
            "Clear title, ready for registration.",
            "Patta in owner's name, EB line nearby.",
            "Well developed layout with tar roads.",
            "Ideal for building your dream home.",
          ]),
        ]),
        price: roundPrice(c * rate * LAKH),
        landArea: round1(c * SQFT_PER_CENT),
        gatedCommunity: gated,
        dtcpApproved: dtcp,
        readyToMove: true,
        parkingAvailable: false,
        parkingType: null,
        parkingSpaces: 0,
        amenities: amenities([2, 5]),
      };
    }
    case "agriLand": {
      const acres = rng.weighted([
        [rng.int(1, 3), 50],
        [rng.int(4, 6), 35],
        [rng.int(7, 12), 15],
      ] as const);
      const extraCents = rng.chance(0.4) ? rng.pick([25, 50, 75]) : 0;
      const c = acres * 100 + extraCents;
      const rate = rng.range(...AGRI_LAKH_PER_CENT[tier]);
      const acresText = extraCents ? `${(c / 100).toFixed(2).replace(/0$/, "")}` : `${acres}`;
      const acreWord = c > 100 ? "Acres" : "Acre";
      const crop = rng.pick(["coconut", "arecanut", "banana", "mango", "vegetable"]);
      const grove = crop === "banana" || crop === "vegetable" ? "Farm" : "Grove";
      return {
        ...noBuilt,
        title: fitTitle([
          rng.pick([
            `${acresText} ${acreWord} Agri Land in ${area}`,
            `${capital(crop)} Farm near ${area}`,
            `Farm Land with Borewell, ${area}`,
            `${acresText} ${acreWord} ${capital(crop)} ${grove}, ${area}`,
          ]),
          `Agri Land in ${area}`,
        ]),
        description: fitDescription([
          `${acresText} ${acreWord.toLowerCase()} of fertile red soil ${crop} land in ${area}.`,
          rng.pick([
            "Borewell with good water, three phase EB.",
            "Open well and drip irrigation in place.",
            "Fenced on all sides with a small farm house.",
          ]),
          rng.pick([
            `Tar road access, ${rng.int(2, 8)} km from ${landmark}.`,
            "Western Ghats view, calm surroundings.",
            "Clear patta and chitta, single owner.",
          ]),
        ]),
        price: roundPrice(c * rate * LAKH),
        landArea: round1(c * SQFT_PER_CENT),
        gatedCommunity: false,
        dtcpApproved: false,
        readyToMove: true,
        parkingAvailable: false,
        parkingType: null,
        parkingSpaces: 0,
        amenities: amenities([2, 5]),
      };
    }
    case "apartment": {
      const bhk = rng.weighted([
        [1, 10],
        [2, 40],
        [3, 40],
        [4, 10],
      ] as const);
      const sqft = Math.round((bhk * 430 + rng.int(150, 500)) / 5) * 5;
      const rate = rng.range(...FLAT_RATE[tier]);
      const age = rng.chance(0.45) ? 0 : rng.int(1, 12);
      const floor = rng.int(1, 12);
      const floors = Math.max(floor, rng.int(4, 14));
      return {
        title: fitTitle([
          rng.pick([
            `${bhk} BHK Apartment in ${area}`,
            `${bhk} BHK Flat near ${landmark}`,
            `Spacious ${bhk} BHK, ${project}, ${area}`,
            `${age === 0 ? "New" : "Resale"} ${bhk} BHK Flat in ${area}`,
          ]),
          `${bhk} BHK Apartment in ${area}`,
          `${bhk} BHK Flat, ${area}`,
        ]),
        description: fitDescription([
          `${bhk} BHK ${face.toLowerCase()} facing flat of ${sqft} sq ft on floor ${floor} of ${project} in ${area}.`,
          age === 0 ? "Brand new, ready for registration." : `${age} years old, well maintained.`,
          rng.pick([
            `Walkable to ${landmark}.`,
            "Lift, power backup and covered parking.",
            "Vastu compliant with cross ventilation.",
          ]),
        ]),
        price: roundPrice(clamp(sqft * rate, 35 * LAKH, 1.5 * CRORE)),
        // Undivided share of land.
        landArea: Math.round(sqft * rng.range(0.3, 0.45)),
        squareFeet: sqft,
        propertyAge: age,
        floors,
        bhk,
        gatedCommunity: rng.chance(0.6),
        dtcpApproved: rng.chance(0.5),
        readyToMove: age > 0 || rng.chance(0.6),
        parkingAvailable: true,
        parkingType: "covered",
        parkingSpaces: rng.weighted([
          [1, 80],
          [2, 20],
        ] as const),
        amenities: amenities([3, 7]),
      };
    }
    case "villa": {
      const bhk = rng.weighted([
        [3, 45],
        [4, 40],
        [5, 15],
      ] as const);
      const c = rng.int(3, 10);
      const sqft = Math.round((bhk * 550 + rng.int(200, 900)) / 10) * 10;
      const landRate = rng.range(...PLOT_LAKH_PER_CENT[tier]) * LAKH;
      const age = rng.chance(0.5) ? 0 : rng.int(1, 8);
      return {
        title: fitTitle([
          rng.pick([
            `${bhk} BHK Villa in ${area}`,
            `Luxury ${bhk} BHK Villa, ${project}`,
            `Independent Villa in ${area}`,
            `${bhk} BHK Gated Villa near ${landmark}`,
          ]),
          `${bhk} BHK Villa in ${area}`,
          `Villa in ${area}`,
        ]),
        description: fitDescription([
          `${bhk} BHK villa, ${sqft} sq ft built on ${c} cents in ${area}.`,
          rng.pick([
            "Italian marble flooring, modular kitchen and private garden.",
            "Double height living room with a landscaped lawn.",
            "Gated community with clubhouse and pool.",
          ]),
          rng.pick([
            `Close to ${landmark}.`,
            "Western Ghats view from the terrace.",
            "Ready for immediate occupation.",
          ]),
        ]),
        price: roundPrice(clamp(c * landRate + sqft * rng.range(2800, 4200), 80 * LAKH, 4 * CRORE)),
        landArea: round1(c * SQFT_PER_CENT),
        squareFeet: sqft,
        propertyAge: age,
        floors: rng.weighted([
          [2, 75],
          [3, 25],
        ] as const),
        bhk,
        gatedCommunity: rng.chance(0.75),
        dtcpApproved: rng.chance(0.8),
        readyToMove: age > 0 || rng.chance(0.7),
        parkingAvailable: true,
        parkingType: "covered",
        parkingSpaces: rng.int(1, 3),
        amenities: amenities([3, 7]),
      };
    }
    case "house": {
      const bhk = rng.weighted([
        [1, 8],
        [2, 40],
        [3, 40],
        [4, 12],
      ] as const);
      const c = rng.int(2, 8);
      const sqft = Math.round((bhk * 420 + rng.int(100, 600)) / 10) * 10;
      const landRate = rng.range(...PLOT_LAKH_PER_CENT[tier]) * LAKH;
      const age = rng.chance(0.25) ? 0 : rng.int(1, 25);
      const floors =
        sqft > 1500
          ? 2
          : rng.weighted([
              [1, 70],
              [2, 30],
            ] as const);
      return {
        title: fitTitle([
          rng.pick([
            `${bhk} BHK Independent House in ${area}`,
            `${bhk} BHK House near ${landmark}`,
            `${floors === 2 ? "Duplex" : "Individual"} House in ${area}`,
            `${face} Facing ${bhk} BHK House, ${area}`,
          ]),
          `${bhk} BHK House in ${area}`,
          `House in ${area}`,
        ]),
        description: fitDescription([
          `${bhk} BHK ${floors === 2 ? "two storey" : "ground floor"} house, ${sqft} sq ft on ${c} cents in ${area}.`,
          age === 0 ? "Newly built, never occupied." : `Built ${age} years ago, well maintained.`,
          rng.pick([
            "Borewell and corporation water.",
            `Near ${landmark}.`,
            "Car porch and terrace access.",
            "Quiet street, friendly neighbours.",
          ]),
        ]),
        price: roundPrice(
          clamp((c * landRate + sqft * rng.range(1800, 2800)) * (1 - Math.min(age, 20) * 0.01), 40 * LAKH, 2.5 * CRORE),
        ),
        landArea: round1(c * SQFT_PER_CENT),
        squareFeet: sqft,
        propertyAge: age,
        floors,
        bhk,
        gatedCommunity: rng.chance(0.15),
        dtcpApproved: rng.chance(0.6),
        readyToMove: true,
        parkingAvailable: rng.chance(0.8),
        parkingType: rng.pick(["open", "covered"] as const),
        parkingSpaces: rng.int(1, 2),
        amenities: amenities([2, 6]),
      };
    }
    case "commercial": {
      const kind = rng.pick(["Shop", "Office Space", "Showroom", "Commercial Building", "Warehouse"] as const);
      const sqft =
        kind === "Shop" ? rng.int(30, 120) * 10 : kind === "Warehouse" ? rng.int(30, 100) * 100 : rng.int(80, 500) * 10;
      const rate = rng.range(...SHOP_RATE[tier]) * (kind === "Warehouse" ? 0.35 : 1);
      const c = Math.max(2, Math.round(cents(sqft) * rng.range(0.6, 1.4)));
      const age = rng.chance(0.4) ? 0 : rng.int(1, 20);
      const road = rng.pick(info.streets);
      return {
        title: fitTitle([
          rng.pick([
            `${kind} in ${area}`,
            `${kind} on ${road}`,
            `${kind} near ${landmark}`,
            `${sqft} sq ft ${kind}, ${area}`,
          ]),
          `${kind} in ${area}`,
          `Commercial Space, ${area}`,
        ]),
        description: fitDescription([
          `${sqft} sq ft ${kind.toLowerCase()} on ${road}, ${area}.`,
          rng.pick([
            "Good footfall, ideal for retail or a clinic.",
            "Suits IT office, bank or showroom.",
            "Wide frontage with ample parking.",
            "Loading bay and three phase power.",
          ]),
          age === 0 ? "New construction." : `${age} years old, currently leased.`,
        ]),
        price: roundPrice(clamp(sqft * rate, 25 * LAKH, 12 * CRORE)),
        landArea: round1(c * SQFT_PER_CENT),
        squareFeet: sqft,
        propertyAge: age,
        floors: kind === "Commercial Building" ? rng.int(2, 5) : 1,
        bhk: 0,
        gatedCommunity: false,
        dtcpApproved: rng.chance(0.5),
        readyToMove: age > 0 || rng.chance(0.5),
        parkingAvailable: rng.chance(0.7),
        parkingType: rng.pick(["open", "covered"] as const),
        parkingSpaces: rng.int(1, 6),
        amenities: amenities([2, 5]),
      };
    }
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function pickImages(rng: Rng, type: PropertyType): SeedListing["images"] {
  // 2-5 pictures, mostly 2-3: every one is three R2 objects and local R2 writes are slow.
  const count = rng.weighted([
    [2, 35],
    [3, 35],
    [4, 20],
    [5, 10],
  ] as const);
  // Rooms (interior scenes) only for homes.
  const built = type === "apartment" || type === "villa" || type === "house";
  const exterior = rng.sample(
    Array.from({ length: IMAGE_VARIANTS }, (_, i) => i),
    count,
  );
  const interior = rng.sample(
    Array.from({ length: IMAGE_VARIANTS }, (_, i) => i),
    count,
  );
  return Array.from({ length: count }, (_, i) => {
    // Built properties show the outside first, then mostly rooms.
    const inside = built && i > 0 && rng.chance(0.7);
    return { scene: inside ? "interior" : type, variant: inside ? interior[i] : exterior[i], imageId: rng.hex(12) };
  });
}

// ---------------------------------------------------------------------------------------------

export type GenerateOptions = { seed?: number; now?: number };

/** The whole demo data set. Same seed and `now`, same data. */
export function generateSeedData({ seed = DEFAULT_SEED, now = Date.now() }: GenerateOptions = {}): SeedData {
  const rng = createRng(seed);
  const userCreated = now - 240 * DAY_MS;
  const users: SeedUser[] = [...DEMO_USERS, ...DEMO_SELLERS].map((u, i) => ({
    ...u,
    id: uuid(rng),
    credits: u.credits ?? 200,
    createdAt: userCreated + i * 3_600_000,
  }));
  const byName = (name: string) => users.find((u) => u.username === name)!;

  // Which accounts post which types (builders build, farm brokers sell farms...).
  const ownersFor = (type: PropertyType): [SeedUser, number][] => {
    const w = (name: string, weight: number) => [byName(name), weight] as [SeedUser, number];
    const demoOwners = [w("seller", 12), w("both", 8)];
    switch (type) {
      case "agriLand":
        return [...demoOwners, w("green_acres", 45), w("murugan_realty", 25), w("ramesh_owner", 10)];
      case "plot":
        return [
          ...demoOwners,
          w("sri_balaji_promoters", 35),
          w("murugan_realty", 30),
          w("divya_s", 8),
          w("ramesh_owner", 8),
        ];
      case "commercial":
        return [...demoOwners, w("anand_estates", 55), w("meena_properties", 15), w("ramesh_owner", 10)];
      default:
        return [
          ...demoOwners,
          w("kovai_homes", 30),
          w("meena_properties", 25),
          w("divya_s", 12),
          w("ramesh_owner", 12),
          ...(type === "villa" ? [w("sri_balaji_promoters", 10)] : []),
        ];
    }
  };

  type Draft = Omit<SeedListing, "id" | "createdAt" | "updatedAt" | "confirmedAt"> & { age: number };
  const drafts: Draft[] = [];
  for (const area of LOCALITIES) {
    const info = LOCALITY_INFO[area];
    const count = LISTINGS_PER_LOCALITY[info.tier];
    for (let i = 0; i < count; i++) {
      const type = rng.weighted(TYPE_WEIGHTS[info.tier]);
      const facing = rng.pick(FACINGS);
      const built = buildListing(rng, type, area, facing);
      const owner = rng.weighted(ownersFor(type));
      const point = pointInLocality(rng, area);
      const status = rng.weighted(STATUS_WEIGHTS);
      drafts.push({
        ...built,
        type,
        area,
        facing,
        poster: owner.poster,
        status,
        video: "",
        postedById: owner.id,
        street: rng.chance(0.5) ? rng.pick(info.streets) : `${rng.int(1, 120)}, ${rng.pick(COMMON_STREETS)}`,
        pincode: info.pincode,
        ...point,
        views: status === "Approved" || status === "Sold" ? (rng.chance(0.6) ? rng.int(1, 40) : 0) : 0,
        locationFeatures: [
          ...(rng.chance(0.7) ? [`Near ${rng.pick(info.landmarks)}`] : []),
          ...rng.sample(LOCATION_FEATURES, rng.int(1, 3)),
        ],
        images: pickImages(rng, type),
        // Age in ms, within the last ~6 months; newer listings are a little more frequent.
        age: Math.floor(rng.next() ** 1.3 * 180 * DAY_MS),
      });
    }
  }

  // Oldest first, so AUTOINCREMENT order (and `ORDER BY id DESC`) is newest first.
  drafts.sort((a, b) => b.age - a.age);
  const listings: SeedListing[] = drafts.map(({ age, ...d }, i) => {
    const createdAt = now - age;
    const touched = d.status !== "Pending";
    return {
      ...d,
      id: i + 1,
      createdAt,
      updatedAt: touched ? Math.min(now, createdAt + rng.int(1, 72) * 3_600_000) : null,
      // Live sellers confirm now and then: within the last 40 days, never before posting (no rng
      // call, so the rest of the demo data stays as it was). Nothing is stale on a fresh seed.
      confirmedAt:
        d.status === "Approved" || d.status === "Sold" ? Math.max(createdAt, now - ((i * 7) % 40) * DAY_MS) : null,
    };
  });

  // Rotate main pictures per type so neighbouring cards in the newest-first list differ.
  const seen: Partial<Record<PropertyType, number>> = {};
  for (const l of listings) {
    seen[l.type] = (seen[l.type] ?? -1) + 1;
    const want = seen[l.type]! % IMAGE_VARIANTS;
    const twin = l.images.findIndex((im, i) => i > 0 && im.scene === l.type && im.variant === want);
    if (twin > 0) l.images[twin].variant = l.images[0].variant;
    l.images[0].variant = want;
  }

  // Views: one row per counted open; some from the demo buyers, the rest anonymous.
  const buyerIds = [byName("buyer").id, byName("both").id];
  const views: SeedView[] = [];
  for (const l of listings) {
    for (let v = 0; v < l.views; v++) {
      const userId = rng.chance(0.1) ? rng.pick(buyerIds) : null;
      views.push({ listingId: l.id, userId, createdAt: Math.min(now, l.createdAt + rng.int(1, 30 * 24) * 3_600_000) });
    }
  }

  const publicListings = listings.filter((l) => l.status === "Approved" || l.status === "Sold");
  const favourites: SeedFavourite[] = [];
  for (const buyer of [byName("buyer"), byName("both")]) {
    for (const l of rng.sample(
      publicListings.filter((p) => p.postedById !== buyer.id),
      buyer.username === "buyer" ? 6 : 4,
    )) {
      favourites.push({ userId: buyer.id, listingId: l.id, createdAt: Math.min(now, l.createdAt + DAY_MS) });
    }
  }

  // Each demo account starts with 200 credits; the buyer already revealed a few sellers' numbers.
  const credits: SeedCredit[] = users.map((u) => ({
    userId: u.id,
    amount: u.credits,
    description: "Welcome credits",
    idempotencyKey: `seed:welcome:${u.id}`,
    createdAt: u.createdAt,
  }));
  const enquiries: SeedEnquiry[] = [];
  const buyer = byName("buyer");
  const revealed = new Set<string>();
  for (const l of rng.sample(publicListings, 40)) {
    if (enquiries.length >= 3 || revealed.has(l.postedById)) continue;
    revealed.add(l.postedById);
    const createdAt = Math.min(now, l.createdAt + 2 * DAY_MS);
    enquiries.push({ listingId: l.id, sellerId: l.postedById, buyerId: buyer.id, createdAt });
    credits.push({
      userId: buyer.id,
      amount: -10,
      description: `Viewed seller mobile for listing #${l.id}`,
      idempotencyKey: `seed:reveal:${l.id}`,
      createdAt,
    });
    buyer.credits -= 10;
  }

  const quickEnquiries: SeedQuickEnquiry[] = [
    {
      name: "Ganesh",
      phone: "9876501234",
      message: "Looking for a 3 BHK villa in Vadavalli under 1.5 crore.",
      status: "Open",
    },
    {
      name: "Revathi",
      phone: "9865012345",
      message: "Need a DTCP plot near Saravanampatti, 5 cents.",
      status: "FollwUp",
    },
    {
      name: "Mohammed Ismail",
      phone: "9843098765",
      message: "Shop space on Trichy Road for rent or sale?",
      status: "Open",
    },
    { name: "Kavitha", phone: "9790012345", message: "Agri land near Karamadai with borewell.", status: "Closed" },
    { name: "Win big prizes", phone: "9000000000", message: "Click here", status: "Spam" },
    { name: "Suresh", phone: "9942012345", message: "2 BHK apartment near PSG Tech for my parents.", status: "Open" },
  ].map((q, i) => ({ ...q, status: q.status as SeedQuickEnquiry["status"], createdAt: now - (i + 1) * 2 * DAY_MS }));

  return { users, listings, favourites, views, enquiries, credits, quickEnquiries };
}
