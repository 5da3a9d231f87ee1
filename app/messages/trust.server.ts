// What the listing page shows of the buyer's part beyond browsing (docs/product.md#credits,
// #trust): the seller's number behind "Show Mobile Number" (also on the seller page), who
// revealed it (also on the admin's listing page), and "Report this listing" (also its own
// page). Kept small: the listing page is the most visited. English letter for letter as the app
// has always said it; Tamil by docs/tamil-style.md. `said`: what the report form and its action
// say in English (decision 0052); the reveal's toasts are in `credits`
// (the root says a toast from every catalogue on the server).
import { REPORT_REASONS } from "~/domain/catalog";
import { catalogue } from "./messages";

const REASONS = Object.fromEntries(REPORT_REASONS.map((r) => [r, r])) as Record<
  (typeof REPORT_REASONS)[number],
  string
>;

export const trust = catalogue({
  en: {
    count: { one: "{count} credit", many: "{count} credits" },
    reveal: {
      mobile: "Mobile number",
      none: "No mobile number added yet.",
      show: "Show Mobile Number",
      uses: "Uses {cost} once per seller; you have {balance}.",
      login: "Log in to view the seller's number.",
      verify: " Your email must be verified first.",
      buy: "Buy credits",
    },
    enquiries: {
      none: "No enquiries yet.",
      table: "Who viewed the mobile number",
      name: "Name",
      phone: "Phone",
      listing: "Listing",
      at: "Enquiry At",
    },
    report: {
      title: "Report this listing | Coimbatore Properties",
      heading: "Report this listing",
      reason: "What is wrong with this listing?",
      // The domain's reasons (app/domain/catalog.ts REPORT_REASONS), keyed by themselves.
      reasons: REASONS,
      note: "Note (optional)",
      hint: "Up to {max} characters. Do not include your phone number.",
      send: "Send report",
    },
    said: {
      // Report (app/schemas/report.ts).
      "Please choose a reason": "Please choose a reason",
      "Please keep the note under 500 characters": "Please keep the note under 500 characters",
      "Thank you. Our team will look at this listing.": "Thank you. Our team will look at this listing.",
      "You have already reported this listing. Our team will look at it.":
        "You have already reported this listing. Our team will look at it.",
      "Too many reports from this connection. Please try again later.":
        "Too many reports from this connection. Please try again later.",
    },
  },
  ta: {
    count: { one: "{count} கிரெடிட்", many: "{count} கிரெடிட்கள்" },
    reveal: {
      mobile: "மொபைல் எண்",
      none: "மொபைல் எண் இன்னும் சேர்க்கப்படவில்லை.",
      show: "மொபைல் எண்ணைக் காட்டு",
      uses: "ஒரு விற்பவருக்கு ஒருமுறை {cost} செலவாகும்; உங்களிடம் {balance} உள்ளன.",
      login: "விற்பவரின் எண்ணைப் பார்க்க உள்நுழையுங்கள்.",
      verify: " முதலில் உங்கள் மின்னஞ்சல் சரிபார்க்கப்பட வேண்டும்.",
      buy: "கிரெடிட் வாங்க",
    },
    enquiries: {
      none: "இன்னும் விசாரணைகள் இல்லை.",
      table: "மொபைல் எண்ணைப் பார்த்தவர்கள்",
      name: "பெயர்",
      phone: "மொபைல்",
      listing: "விளம்பரம்",
      at: "விசாரித்த நேரம்",
    },
    report: {
      title: "இந்த விளம்பரம் பற்றிப் புகார் செய்ய | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "இந்த விளம்பரம் பற்றிப் புகார் செய்க",
      reason: "இந்த விளம்பரத்தில் என்ன தவறு?",
      reasons: {
        "Already sold": "ஏற்கெனவே விற்கப்பட்டது",
        "Wrong price or details": "விலை அல்லது விவரங்கள் தவறு",
        "Fake or misleading": "போலியானது அல்லது தவறாக வழிநடத்துவது",
        "Posted by a broker as owner": "உரிமையாளர் போல் தரகர் இட்டது",
        Duplicate: "இரட்டிப்பு விளம்பரம்",
        Other: "மற்றவை",
      },
      note: "குறிப்பு (விருப்பப்பட்டால்)",
      hint: "{max} எழுத்துகள் வரை. உங்கள் மொபைல் எண்ணைச் சேர்க்க வேண்டாம்.",
      send: "புகாரை அனுப்பு",
    },
    said: {
      "Please choose a reason": "ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்",
      "Please keep the note under 500 characters": "குறிப்பு 500 எழுத்துகளுக்குள் இருக்கட்டும்",
      "Thank you. Our team will look at this listing.": "நன்றி. எங்கள் குழு இந்த விளம்பரத்தைப் பார்க்கும்.",
      "You have already reported this listing. Our team will look at it.":
        "இந்த விளம்பரம் பற்றி ஏற்கெனவே புகார் செய்துள்ளீர்கள். எங்கள் குழு அதைப் பார்க்கும்.",
      "Too many reports from this connection. Please try again later.":
        "இந்த இணைப்பிலிருந்து மிக அதிகமான புகார்கள் வந்துள்ளன. பின்னர் மீண்டும் முயலுங்கள்.",
    },
  },
});
