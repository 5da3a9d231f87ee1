// Business constants (docs/product.md#filters, #listings, #credits, #browsing).
import type { Lang } from "./language";

export const PROPERTY_TYPES = ["plot", "apartment", "villa", "house", "agriLand", "commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_NAMES: Record<PropertyType, string> = {
  plot: "Plot",
  apartment: "Apartment",
  villa: "Villa",
  house: "Individual House",
  agriLand: "Agri Land",
  commercial: "Commercial",
};

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

export const LOCALITIES = [
  "Arasapanoor",
  "Kalapatti",
  "Karamadai",
  "Kavundampalayam",
  "Kinathukadavu",
  "Kovaipudur",
  "Kovilpalayam",
  "Kuniyamuthur",
  "Kuruntha Malai",
  "Madukkarai",
  "Mathampalayam",
  "Melpaviyur",
  "Narasimha Nayaka Palayam",
  "Pannimadai",
  "Peelamedu",
  "Periyanayakanpalayam",
  "RS Puram",
  "Saibaba Colony",
  "Saliyur",
  "Saravanampatti",
  "Selvapuram",
  "Shanthi Medu",
  "Singanallur",
  "Thayanur",
  "Thudiyalur",
  "Vadavalli",
  "Vellakinar",
  // The areas buyers name first, after the 27 of the original spec (docs/product.md#localities):
  // appended, not merged, so the demo data of the first 27 stays as it was.
  "Gandhipuram",
  "Race Course",
  "Ganapathy",
  "Ramanathapuram",
  "Avinashi Road",
  "Sulur",
  "Town Hall",
  "Podanur",
  "Ukkadam",
  "Sundarapuram",
  "Tatabad",
  "Ondipudur",
  "Vilankurichi",
] as const;
export type Locality = (typeof LOCALITIES)[number];

export function isLocality(value: string): value is Locality {
  return (LOCALITIES as readonly string[]).includes(value);
}

/**
 * Each locality's name in Tamil script (docs/product.md#languages): shown beside the common
 * spelling on Tamil pages, and matched when typed (locality-match.ts).
 */
export const LOCALITY_TAMIL: Record<Locality, string> = {
  Arasapanoor: "அரசப்பனூர்",
  Kalapatti: "காளப்பட்டி",
  Karamadai: "காரமடை",
  Kavundampalayam: "கவுண்டம்பாளையம்",
  Kinathukadavu: "கிணத்துக்கடவு",
  Kovaipudur: "கோவைப்புதூர்",
  Kovilpalayam: "கோவில்பாளையம்",
  Kuniyamuthur: "குனியமுத்தூர்",
  "Kuruntha Malai": "குருந்தமலை",
  Madukkarai: "மதுக்கரை",
  Mathampalayam: "மத்தம்பாளையம்",
  Melpaviyur: "மேல்பாவியூர்",
  "Narasimha Nayaka Palayam": "நரசிம்மநாயக்கன்பாளையம்",
  Pannimadai: "பன்னிமடை",
  Peelamedu: "பீளமேடு",
  Periyanayakanpalayam: "பெரியநாயக்கன்பாளையம்",
  "RS Puram": "ஆர்.எஸ். புரம்",
  "Saibaba Colony": "சாய்பாபா காலனி",
  Saliyur: "சாலியூர்",
  Saravanampatti: "சரவணம்பட்டி",
  Selvapuram: "செல்வபுரம்",
  "Shanthi Medu": "சாந்திமேடு",
  Singanallur: "சிங்காநல்லூர்",
  Thayanur: "தாயனூர்",
  Thudiyalur: "துடியலூர்",
  Vadavalli: "வடவள்ளி",
  Vellakinar: "வெள்ளக்கிணர்",
  Gandhipuram: "காந்திபுரம்",
  "Race Course": "ரேஸ் கோர்ஸ்",
  Ganapathy: "கணபதி",
  Ramanathapuram: "ராமநாதபுரம்",
  "Avinashi Road": "அவிநாசி சாலை",
  Sulur: "சூலூர்",
  "Town Hall": "டவுன் ஹால்",
  Podanur: "போத்தனூர்",
  Ukkadam: "உக்கடம்",
  Sundarapuram: "சுந்தராபுரம்",
  Tatabad: "டாடாபாத்",
  Ondipudur: "ஒண்டிப்புதூர்",
  Vilankurichi: "விளாங்குறிச்சி",
};

/** The city in Tamil script. */
export const CITY_TAMIL = "கோயம்புத்தூர்";

/**
 * A place as a page in `lang` shows it: English pages as written; Tamil pages keep the common
 * spelling and add the Tamil name beside it ("Saravanampatti (சரவணம்பட்டி)"). A name that is no
 * locality of ours (a seller's own words) is shown as written.
 */
export function placeName(name: string, lang: Lang): string {
  if (lang === "en") return name;
  const tamil = isLocality(name) ? LOCALITY_TAMIL[name] : name === DEFAULT_CITY ? CITY_TAMIL : null;
  return tamil ? `${name} (${tamil})` : name;
}

export const CITIES = ["Coimbatore"] as const;
export const DEFAULT_AREA: Locality = "RS Puram";
export const DEFAULT_CITY = "Coimbatore";
export const STATE = "Tamil Nadu";
export const COUNTRY = "India";

export const LISTING_STATUSES = ["Pending", "Approved", "Rejected", "Sold"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Statuses visitors can see: only Approved and Sold are public (docs/product.md#listings). */
export const PUBLIC_STATUSES: readonly ListingStatus[] = ["Approved", "Sold"];

/** "Report this listing" (docs/product.md#trust): the reasons, letter for letter, and a report's states. */
export const REPORT_REASONS = [
  "Already sold",
  "Wrong price or details",
  "Fake or misleading",
  "Posted by a broker as owner",
  "Duplicate",
  "Other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["Open", "Resolved", "Dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/**
 * Why an Approved or Sold listing is out of public view (docs/product.md#trust): not confirmed for
 * 60 days, three reporters saying it is sold, or its seller saying it is no longer available.
 */
export const HIDDEN_REASONS = ["stale", "reported_sold", "seller_unavailable"] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export const QUICK_ENQUIRY_STATUSES = ["Open", "FollwUp", "Closed", "Spam"] as const;
export type QuickEnquiryStatus = (typeof QUICK_ENQUIRY_STATUSES)[number];
export const QUICK_ENQUIRY_STATUS_LABELS: Record<QuickEnquiryStatus, string> = {
  Open: "Open",
  FollwUp: "Follow Up",
  Closed: "Closed",
  Spam: "Spam",
};

// Every enum of the database schema and of the forms comes from one of these tuples.
/** What an admin did (and a poster's resubmission after a rejection), for the audit trail (docs/product.md#admin). */
export const AUDIT_ACTIONS = [
  "listing.status",
  "listing.edit",
  "listing.review",
  "listing.delete",
  "listing.resubmit",
  "user.edit",
  "user.delete",
  "user.credits",
  "enquiry.status",
  "enquiry.delete",
  "ai_identity.create",
  "ai_identity.edit",
  "ai_identity.delete",
  "report.resolve",
  "report.dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ["listing", "user", "quick_enquiry", "ai_identity"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const ROLES = ["buyer", "seller", "both", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];
/** The account types a person may choose at sign-up and on their profile (docs/product.md#accounts). */
export const SIGNUP_ROLES = ["buyer", "seller", "both"] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
export const ADMIN_ROLES = ["admin", "superadmin"] as const satisfies readonly Role[];
export const FACINGS = ["north", "south", "east", "west"] as const;
export type Facing = (typeof FACINGS)[number];
export const POSTER_TYPES = ["owner", "builder", "broker"] as const;
export type PosterType = (typeof POSTER_TYPES)[number];
export const PARKING_TYPES = ["open", "covered"] as const;
export type ParkingType = (typeof PARKING_TYPES)[number];
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export const AUTH_TOKEN_KINDS = ["verify_email", "reset_password", "change_email"] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const PAYMENT_PROVIDERS = ["razorpay", "local"] as const;
export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;

export const LISTING_COST_CREDITS = 20;
export const REVEAL_COST_CREDITS = 10;
export const CREDIT_PACKS = [
  { id: "pack-100", amount: 1000, credits: 100 },
  { id: "pack-200", amount: 2000, credits: 200 },
  { id: "pack-300", amount: 3000, credits: 300 },
] as const;

export const PAGE_SIZE = 12;
export const IMAGE_WIDTHS = [128, 375, 1000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const MAP_DEFAULT_CENTER = { latitude: 11.05, longitude: 76.96 } as const;
export const MAP_DEFAULT_ZOOM = 11;

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

export const COOKIE_CONSENT_DAYS = { accept: 365, decline: 7, dismiss: 1 } as const;
export const VIEWED_LISTINGS_DAYS = 365;
