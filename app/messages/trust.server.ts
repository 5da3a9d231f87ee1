// "Report this listing" (docs/product.md#trust) on the listing page and its own page, and the
// buyer's pages that are not about credits: /favourites, the saved searches' pages
// (docs/product.md#saved-searches), the alerts' unsubscribe page (#alerts) and the call-back
// page (#admin). What every page may show (the heart, the favourites menu, the save dialog, the
// footer's call-back form) is in `saved`, which the root sends. English letter for letter as the
// app has always said it; Tamil by docs/tamil-style.md. `said`: toasts and messages these pages'
// actions give in English (decision 0052).
import { REPORT_REASONS } from "~/domain/catalog";
import { ALERT_FREQUENCY_LABELS } from "~/domain/saved-search";
import { catalogue } from "./messages";

const REASONS = Object.fromEntries(REPORT_REASONS.map((r) => [r, r])) as Record<
  (typeof REPORT_REASONS)[number],
  string
>;

export const trust = catalogue({
  en: {
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
    favourites: {
      title: "Favourites",
      heading: "Favourites",
      browse: "Browse more listings",
    },
    searches: {
      title: "Saved searches",
      heading: "Saved searches",
      intro: "We e-mail you when new listings match a saved search. You can keep up to {limit}.",
      emptyBefore: "No saved searches yet. Choose some filters on the ",
      emptyLink: "listings",
      emptyAfter: " and press “Save this search”.",
      open: "Open search",
      openFor: "Open search {name}",
      rename: "Rename",
      renameFor: "Rename {name}",
      delete: "Delete",
      deleteFor: "Delete {name}",
      deleteTitle: "Delete “{name}”?",
      warning: "Its alerts stop too. The listings themselves stay where they are.",
      cancel: "Cancel",
      alerts: "E-mail alerts",
      alertsFor: "E-mail alerts for {name}",
      // The domain's frequencies (app/domain/saved-search.ts ALERT_FREQUENCY_LABELS).
      frequencies: ALERT_FREQUENCY_LABELS,
      save: "Save",
      youAsked: "You asked: “{ai}”",
      filters: "Filters",
      all: "All saved searches",
      one: "Saved search",
      oneTitle: "Saved search: {name}",
      deletePage: "Delete saved search",
      newTitle: "Save this search",
      emptySearch: "Choose at least one filter before saving a search.",
      browse: "Browse listings",
      duplicate: "You have saved this search already, as “{name}”. ",
      limit: "You can keep up to {limit} saved searches. Delete one to save another. ",
      seeAll: "See your saved searches",
      visitor:
        "Name it and press Save, then sign in or create an account: the search is saved as you do. We will e-mail you when new listings match it.",
      notYet: "Not saved yet: name it and press Save. We will e-mail you when new listings match it.",
      back: "Back to the search",
    },
    alerts: {
      title: "Stop alerts | Coimbatore Properties",
      heading: "Stop alerts",
      stopFor: "Stop the alert mails for:",
      search: "Saved search “{name}”",
      price: "Price drops of “{title}”",
      button: "Stop these alerts",
      browse: "Browse listings",
    },
    callback: {
      title: "Request a call back | Coimbatore Properties",
      heading: "Request a call back",
      form: "Your call-back request",
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
      // Favourites (app/routes/favourites.tsx).
      "Failed to change the price alert": "Failed to change the price alert",
      "We will tell you if the price drops": "We will tell you if the price drops",
      "Price alert turned off": "Price alert turned off",
      "Added to favourites": "Added to favourites",
      "Failed to add to favourites": "Failed to add to favourites",
      "Removed from favourites": "Removed from favourites",
      "Failed to remove from favourites": "Failed to remove from favourites",
      // Saved searches (app/domain/saved-search.ts).
      "Search saved. We will tell you when new listings match it.":
        "Search saved. We will tell you when new listings match it.",
      "Search renamed": "Search renamed",
      "Alerts updated": "Alerts updated",
      "Saved search deleted": "Saved search deleted",
      // Alerts (app/routes/alerts.unsubscribe.tsx, app/schemas/alerts.ts).
      "This unsubscribe link does not work. Sign in to change your alerts under Saved searches.":
        "This unsubscribe link does not work. Sign in to change your alerts under Saved searches.",
      "Done: you will get no more of these alerts.": "Done: you will get no more of these alerts.",
      "These alerts no longer exist: there is nothing to stop.":
        "These alerts no longer exist: there is nothing to stop.",
      "This link does not work.": "This link does not work.",
      // The call-back form's toast without JavaScript (app/schemas/quick-enquiry.ts).
      "Thank you! We will call you back soon.": "Thank you! We will call you back soon.",
    },
  },
  ta: {
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
      hint: "{max} எழுத்துகள் வரை. உங்கள் தொலைபேசி எண்ணைச் சேர்க்க வேண்டாம்.",
      send: "புகாரை அனுப்பு",
    },
    favourites: {
      title: "விருப்பங்கள்",
      heading: "விருப்பங்கள்",
      browse: "மேலும் விளம்பரங்களைப் பாருங்கள்",
    },
    searches: {
      title: "சேமித்த தேடல்கள்",
      heading: "சேமித்த தேடல்கள்",
      intro: "சேமித்த தேடலுக்குப் பொருந்தும் புதிய விளம்பரங்கள் வந்தால் மின்னஞ்சல் அனுப்புவோம். {limit} தேடல்கள் வரை வைத்திருக்கலாம்.",
      emptyBefore: "இன்னும் சேமித்த தேடல்கள் இல்லை. ",
      emptyLink: "விளம்பரங்கள்",
      emptyAfter: " பக்கத்தில் சில வடிகட்டிகளைத் தேர்ந்தெடுத்து “இந்தத் தேடலைச் சேமி” அழுத்துங்கள்.",
      open: "தேடலைத் திற",
      openFor: "{name} தேடலைத் திற",
      rename: "பெயர் மாற்று",
      renameFor: "{name}: பெயர் மாற்று",
      delete: "நீக்கு",
      deleteFor: "{name}: நீக்கு",
      deleteTitle: "“{name}” நீக்கவா?",
      warning: "இதன் அறிவிப்புகளும் நின்றுவிடும். விளம்பரங்கள் அப்படியே இருக்கும்.",
      cancel: "ரத்து செய்",
      alerts: "மின்னஞ்சல் அறிவிப்புகள்",
      alertsFor: "{name}: மின்னஞ்சல் அறிவிப்புகள்",
      frequencies: { daily: "தினமும்", weekly: "வாரம் ஒருமுறை", off: "வேண்டாம்" },
      save: "சேமி",
      youAsked: "நீங்கள் கேட்டது: “{ai}”",
      filters: "வடிகட்டிகள்",
      all: "எல்லா சேமித்த தேடல்களும்",
      one: "சேமித்த தேடல்",
      oneTitle: "சேமித்த தேடல்: {name}",
      deletePage: "சேமித்த தேடலை நீக்கு",
      newTitle: "இந்தத் தேடலைச் சேமி",
      emptySearch: "தேடலைச் சேமிக்கும் முன் குறைந்தது ஒரு வடிகட்டியைத் தேர்ந்தெடுங்கள்.",
      browse: "விளம்பரங்களைப் பாருங்கள்",
      duplicate: "இந்தத் தேடலை ஏற்கெனவே “{name}” என்ற பெயரில் சேமித்துள்ளீர்கள். ",
      limit: "{limit} சேமித்த தேடல்கள் வரை வைத்திருக்கலாம். இன்னொன்றைச் சேமிக்க ஒன்றை நீக்குங்கள். ",
      seeAll: "உங்கள் சேமித்த தேடல்களைப் பாருங்கள்",
      visitor:
        "பெயர் கொடுத்து சேமி அழுத்துங்கள், பிறகு உள்நுழையுங்கள் அல்லது கணக்கு தொடங்குங்கள்: அப்போதே தேடல் சேமிக்கப்படும். இதற்குப் பொருந்தும் புதிய விளம்பரங்கள் வந்தால் மின்னஞ்சல் அனுப்புவோம்.",
      notYet: "இன்னும் சேமிக்கவில்லை: பெயர் கொடுத்து சேமி அழுத்துங்கள். இதற்குப் பொருந்தும் புதிய விளம்பரங்கள் வந்தால் மின்னஞ்சல் அனுப்புவோம்.",
      back: "தேடலுக்குத் திரும்பு",
    },
    alerts: {
      title: "அறிவிப்புகளை நிறுத்த | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "அறிவிப்புகளை நிறுத்துங்கள்",
      stopFor: "இவற்றுக்கான அறிவிப்பு மின்னஞ்சல்களை நிறுத்து:",
      search: "சேமித்த தேடல் “{name}”",
      price: "“{title}” விலை குறைவுகள்",
      button: "இந்த அறிவிப்புகளை நிறுத்து",
      browse: "விளம்பரங்களைப் பாருங்கள்",
    },
    callback: {
      title: "திரும்ப அழைக்கச் சொல்லுங்கள் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "திரும்ப அழைக்கச் சொல்லுங்கள்",
      form: "உங்கள் அழைப்புக் கோரிக்கை",
    },
    said: {
      "Please choose a reason": "ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்",
      "Please keep the note under 500 characters": "குறிப்பு 500 எழுத்துகளுக்குள் இருக்கட்டும்",
      "Thank you. Our team will look at this listing.": "நன்றி. எங்கள் குழு இந்த விளம்பரத்தைப் பார்க்கும்.",
      "You have already reported this listing. Our team will look at it.":
        "இந்த விளம்பரம் பற்றி ஏற்கெனவே புகார் செய்துள்ளீர்கள். எங்கள் குழு அதைப் பார்க்கும்.",
      "Too many reports from this connection. Please try again later.":
        "இந்த இணைப்பிலிருந்து மிக அதிகமான புகார்கள் வந்துள்ளன. பின்னர் மீண்டும் முயலுங்கள்.",
      "Failed to change the price alert": "விலை அறிவிப்பை மாற்ற முடியவில்லை",
      "We will tell you if the price drops": "விலை குறைந்தால் உங்களுக்குச் சொல்வோம்",
      "Price alert turned off": "விலை அறிவிப்பு நிறுத்தப்பட்டது",
      "Added to favourites": "விருப்பங்களில் சேர்க்கப்பட்டது",
      "Failed to add to favourites": "விருப்பங்களில் சேர்க்க முடியவில்லை",
      "Removed from favourites": "விருப்பங்களிலிருந்து நீக்கப்பட்டது",
      "Failed to remove from favourites": "விருப்பங்களிலிருந்து நீக்க முடியவில்லை",
      "Search saved. We will tell you when new listings match it.":
        "தேடல் சேமிக்கப்பட்டது. இதற்குப் பொருந்தும் புதிய விளம்பரங்கள் வந்தால் சொல்வோம்.",
      "Search renamed": "தேடலின் பெயர் மாற்றப்பட்டது",
      "Alerts updated": "அறிவிப்புகள் மாற்றப்பட்டன",
      "Saved search deleted": "சேமித்த தேடல் நீக்கப்பட்டது",
      "This unsubscribe link does not work. Sign in to change your alerts under Saved searches.":
        "இந்த அறிவிப்பு நிறுத்த இணைப்பு வேலை செய்யவில்லை. உள்நுழைந்து சேமித்த தேடல்கள் பக்கத்தில் அறிவிப்புகளை மாற்றுங்கள்.",
      "Done: you will get no more of these alerts.": "முடிந்தது: இனி இந்த அறிவிப்புகள் வராது.",
      "These alerts no longer exist: there is nothing to stop.": "இந்த அறிவிப்புகள் இப்போது இல்லை: நிறுத்த எதுவும் இல்லை.",
      "This link does not work.": "இந்த இணைப்பு வேலை செய்யவில்லை.",
      "Thank you! We will call you back soon.": "நன்றி! விரைவில் உங்களைத் திரும்ப அழைப்போம்.",
    },
  },
});
