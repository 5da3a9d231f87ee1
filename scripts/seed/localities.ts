// Reference data that makes demo listings read like Coimbatore: price tier, pincode, streets
// and nearby landmarks per locality. Approximate, for demo text only.
import type { Locality } from "../../app/domain/catalog";

/** A: prime city centre, B: established suburbs, C: growing suburbs, D: outskirts. */
export type Tier = "A" | "B" | "C" | "D";

export type LocalityInfo = {
  tier: Tier;
  pincode: string;
  streets: string[];
  landmarks: string[];
};

export const LOCALITY_INFO: Record<Locality, LocalityInfo> = {
  Arasapanoor: { tier: "D", pincode: "641107", streets: ["Arasapanoor Main Road", "Annur Road"], landmarks: ["Annur"] },
  Kalapatti: {
    tier: "C",
    pincode: "641048",
    streets: ["Kalapatti Main Road", "Nehru Nagar"],
    landmarks: ["Coimbatore Airport", "Avinashi Road"],
  },
  Karamadai: {
    tier: "D",
    pincode: "641104",
    streets: ["Mettupalayam Road", "Temple Street"],
    landmarks: ["Ranganathar Temple", "Karamadai Railway Station"],
  },
  Kavundampalayam: {
    tier: "B",
    pincode: "641030",
    streets: ["Mettupalayam Road", "Kaveri Nagar"],
    landmarks: ["GN Mills", "Mettupalayam Road"],
  },
  Kinathukadavu: {
    tier: "D",
    pincode: "641109",
    streets: ["Pollachi Road", "Market Road"],
    landmarks: ["Pollachi Highway", "Kinathukadavu Bus Stand"],
  },
  Kovaipudur: {
    tier: "C",
    pincode: "641042",
    streets: ["Kovaipudur Main Road", "Siruvani Road"],
    landmarks: ["Siruvani Hills", "Kovaipudur Bus Stop"],
  },
  Kovilpalayam: {
    tier: "D",
    pincode: "641107",
    streets: ["Sathy Road", "Kovilpalayam Main Road"],
    landmarks: ["Sathy Road", "Kovilpalayam Junction"],
  },
  Kuniyamuthur: {
    tier: "C",
    pincode: "641008",
    streets: ["Palakkad Main Road", "Sugunapuram"],
    landmarks: ["Palakkad Road", "Kuniyamuthur Lake"],
  },
  "Kuruntha Malai": {
    tier: "D",
    pincode: "641104",
    streets: ["Kurunthamalai Road", "Karamadai Road"],
    landmarks: ["Kurunthamalai Murugan Temple"],
  },
  Madukkarai: {
    tier: "D",
    pincode: "641105",
    streets: ["Palakkad Road", "Market Road"],
    landmarks: ["NH 544", "Madukkarai Market"],
  },
  Mathampalayam: {
    tier: "D",
    pincode: "641019",
    streets: ["Thondamuthur Road", "Mathampalayam Main Road"],
    landmarks: ["Thondamuthur"],
  },
  Melpaviyur: {
    tier: "D",
    pincode: "641104",
    streets: ["Melpaviyur Main Road", "Karamadai Road"],
    landmarks: ["Karamadai"],
  },
  "Narasimha Nayaka Palayam": {
    tier: "D",
    pincode: "641031",
    streets: ["Mettupalayam Road", "Kurunji Nagar"],
    landmarks: ["NNP Bus Stop", "Mettupalayam Road"],
  },
  Pannimadai: {
    tier: "D",
    pincode: "641017",
    streets: ["Thadagam Road", "Pannimadai Main Road"],
    landmarks: ["Thadagam Valley", "Anaikatti Road"],
  },
  Peelamedu: {
    tier: "B",
    pincode: "641004",
    streets: ["Avinashi Road", "Nava India Road", "Hope College Road"],
    landmarks: ["PSG Tech", "Fun Mall", "Avinashi Road"],
  },
  Periyanayakanpalayam: {
    tier: "D",
    pincode: "641020",
    streets: ["Mettupalayam Road", "Pudhupalayam Road"],
    landmarks: ["Mettupalayam Road", "PN Palayam Bus Stand"],
  },
  "RS Puram": {
    tier: "A",
    pincode: "641002",
    streets: ["DB Road", "TV Swamy Road", "Cowley Brown Road"],
    landmarks: ["DB Road", "RS Puram Market", "Race Course"],
  },
  "Saibaba Colony": {
    tier: "A",
    pincode: "641011",
    streets: ["NSR Road", "Bharathi Park Road", "Mettupalayam Road"],
    landmarks: ["Bharathi Park", "KK Pudur"],
  },
  Saliyur: { tier: "D", pincode: "641104", streets: ["Saliyur Main Road", "Karamadai Road"], landmarks: ["Karamadai"] },
  Saravanampatti: {
    tier: "B",
    pincode: "641035",
    streets: ["Sathy Road", "Chinnavedampatti Road"],
    landmarks: ["KGISL Tech Park", "Prozone Mall", "Sathy Road"],
  },
  Selvapuram: {
    tier: "C",
    pincode: "641026",
    streets: ["Perur Main Road", "Sivalaya Street"],
    landmarks: ["Perur Temple", "Ukkadam"],
  },
  "Shanthi Medu": {
    tier: "D",
    pincode: "641020",
    streets: ["Shanthi Medu Main Road", "Mettupalayam Road"],
    landmarks: ["Periyanayakanpalayam"],
  },
  Singanallur: {
    tier: "B",
    pincode: "641005",
    streets: ["Trichy Road", "Kamaraj Road"],
    landmarks: ["Singanallur Lake", "Trichy Road"],
  },
  Thayanur: {
    tier: "D",
    pincode: "641108",
    streets: ["Thayanur Main Road", "Thadagam Road"],
    landmarks: ["Thadagam Road"],
  },
  Thudiyalur: {
    tier: "C",
    pincode: "641034",
    streets: ["Mettupalayam Road", "Vellakinar Road"],
    landmarks: ["Thudiyalur Junction", "Mettupalayam Road"],
  },
  Vadavalli: {
    tier: "B",
    pincode: "641041",
    streets: ["Maruthamalai Road", "Thondamuthur Road"],
    landmarks: ["Bharathiar University", "Maruthamalai Temple"],
  },
  Vellakinar: {
    tier: "C",
    pincode: "641029",
    streets: ["Vellakinar Main Road", "Thudiyalur Road"],
    landmarks: ["Thudiyalur", "Vellakinar Pirivu"],
  },
  Gandhipuram: {
    tier: "A",
    pincode: "641012",
    streets: ["Cross Cut Road", "100 Feet Road", "Dr Nanjappa Road"],
    landmarks: ["Gandhipuram Bus Stand", "Cross Cut Road"],
  },
  "Race Course": {
    tier: "A",
    pincode: "641018",
    streets: ["Race Course Road", "Keeranatham Road"],
    landmarks: ["Race Course Walking Track", "Collectorate"],
  },
  Ganapathy: {
    tier: "B",
    pincode: "641006",
    streets: ["Sathy Road", "Ganapathy Main Road"],
    landmarks: ["Ganapathy Bus Stop", "Sathy Road"],
  },
  Ramanathapuram: {
    tier: "B",
    pincode: "641045",
    streets: ["Trichy Road", "Olympus Road"],
    landmarks: ["Trichy Road", "Sungam"],
  },
  "Avinashi Road": {
    tier: "A",
    pincode: "641018",
    streets: ["Avinashi Road", "Lakshmi Mills Junction"],
    landmarks: ["Lakshmi Mills", "Nava India", "Hope College"],
  },
  Sulur: {
    tier: "D",
    pincode: "641402",
    streets: ["Trichy Road", "Sulur Main Road"],
    landmarks: ["Sulur Air Force Station", "Sulur Lake"],
  },
  "Town Hall": {
    tier: "A",
    pincode: "641001",
    streets: ["Big Bazaar Street", "Oppanakara Street"],
    landmarks: ["Town Hall", "Big Bazaar Street"],
  },
  Podanur: {
    tier: "C",
    pincode: "641023",
    streets: ["Podanur Main Road", "Chettipalayam Road"],
    landmarks: ["Podanur Junction", "Chettipalayam Road"],
  },
  Ukkadam: {
    tier: "B",
    pincode: "641001",
    streets: ["Palakkad Road", "Ukkadam Bypass"],
    landmarks: ["Ukkadam Bus Stand", "Ukkadam Lake"],
  },
  Sundarapuram: {
    tier: "C",
    pincode: "641024",
    streets: ["Pollachi Road", "Sidco Road"],
    landmarks: ["Sundarapuram Junction", "Kurichi Lake"],
  },
  Tatabad: {
    tier: "A",
    pincode: "641012",
    streets: ["Sivananda Colony Road", "Power House Road"],
    landmarks: ["Tatabad Power House", "Sivananda Colony"],
  },
  Ondipudur: {
    tier: "C",
    pincode: "641016",
    streets: ["Trichy Road", "Ondipudur Main Road"],
    landmarks: ["Ondipudur Bridge", "Trichy Road"],
  },
  Vilankurichi: {
    tier: "C",
    pincode: "641035",
    streets: ["Vilankurichi Road", "Thaneerpandal Road"],
    landmarks: ["Codissia", "Vilankurichi Road"],
  },
};

/** Side streets that exist in every Coimbatore neighbourhood. */
export const COMMON_STREETS = [
  "Gandhi Street",
  "Kamarajar Street",
  "VOC Street",
  "Bharathi Nagar 2nd Street",
  "Anna Nagar",
  "Ganapathy Nagar",
  "Vinayagar Koil Street",
  "Sakthi Nagar",
  "Lakshmi Nagar",
  "Teachers Colony",
];

/** How many listings each tier's localities get (central ones see more). */
export const LISTINGS_PER_LOCALITY: Record<Tier, number> = { A: 14, B: 15, C: 13, D: 10 };
