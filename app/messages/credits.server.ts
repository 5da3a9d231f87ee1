// The buyer's own pages (docs/product.md#credits, #payments, #saved-searches, #alerts, #admin):
// /buy-credits, /credit-history, the payment pages, /favourites, the saved searches' pages, the
// alerts' unsubscribe page and the call-back page. What the listing page shows of the buyer's
// part (the seller's number, the enquiries, the report form) is in `trust`, so the most visited
// page carries none of these; what every page shows is in `saved`, which the root sends. English
// letter for letter as the app has always said it; Tamil by docs/tamil-style.md. `said`: what
// the credit, payment, favourites, saved-search and alert code says in English (toasts, the
// payment result, the ledger's rows) read in Tamil (decision 0052).
import { ALERT_FREQUENCY_LABELS } from "~/domain/saved-search";
import { catalogue } from "./messages";

export const credits = catalogue({
  en: {
    count: { one: "{count} credit", many: "{count} credits" },
    buy: {
      title: "Buy credits | Coimbatore Properties",
      heading: "Buy credits",
      balance: "Your balance:",
      intro: "Credits let you view sellers' mobile numbers (10 credits each) and post listings (20 credits each).",
      history: "See your credit history",
      packLine: "{contacts} contacts can be viewed and {posts} posts can be created",
      button: "Buy {credits} credits",
      testMode: "Test mode: payments go to a local test page and no money is taken.",
      secure: "Payments are processed securely by Razorpay. Prices include all taxes.",
    },
    history: {
      title: "Credit history | Coimbatore Properties",
      heading: "Credit history",
      balance: "Balance:",
      buy: "Buy credits",
      table: "Credit transactions",
      description: "Description",
      amount: "Amount",
      date: "Date",
      balanceColumn: "Balance",
      pages: "Credit history pages",
      none: "No credit transactions found.",
    },
    payment: {
      title: "Payment | Coimbatore Properties",
      success: "Payment successful",
      pending: "Confirming your payment",
      cancelled: "Payment cancelled",
      failed: "Payment failed",
      order: "Order #{id}: {count} for {amount}.",
      balance: "Your balance:",
      viewHistory: "View credit history",
      browse: "Browse listings",
      checkAgain: "Check again",
      tryAgain: "Try again",
    },
    checkout: {
      title: "Checkout | Coimbatore Properties",
      heading: "Pay for {count}",
      note: "You will pay on Razorpay's secure page and come back here when it is done.",
      pay: "Pay {amount}",
      another: "Choose another pack",
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
      // Toasts and results (app/domain/credits.ts CREDIT_MESSAGES, app/server/credits/*).
      "Mobile number fetched successfully": "Mobile number fetched successfully",
      "Failed to fetch mobile number, Check your credits": "Failed to fetch mobile number, Check your credits",
      "You can view up to {count} new mobile numbers a day. Please try again tomorrow.":
        "You can view up to {count} new mobile numbers a day. Please try again tomorrow.",
      "This seller's account is no longer available.": "This seller's account is no longer available.",
      "This seller has not added a mobile number yet.": "This seller has not added a mobile number yet.",
      "Payment Successful! Credits will be added shortly.": "Payment Successful! Credits will be added shortly.",
      "We are waiting for the payment provider to confirm your payment.":
        "We are waiting for the payment provider to confirm your payment.",
      "Payment cancelled. No money was taken.": "Payment cancelled. No money was taken.",
      "Your payment could not be completed. No credits were added.":
        "Your payment could not be completed. No credits were added.",
      "This payment does not belong to this order, so no credits were added. If money was taken for this order, your credits are added automatically once the payment is confirmed.":
        "This payment does not belong to this order, so no credits were added. If money was taken for this order, your credits are added automatically once the payment is confirmed.",
      "We could not start the payment. Please try again in a moment.":
        "We could not start the payment. Please try again in a moment.",
      "We could not confirm this payment yet. If money was taken, your credits are added automatically within 30 minutes.":
        "We could not confirm this payment yet. If money was taken, your credits are added automatically within 30 minutes.",
      "Too many payment attempts. Please try again in an hour.":
        "Too many payment attempts. Please try again in an hour.",
      "The bank or card declined the payment.": "The bank or card declined the payment.",
      "The payment could not be authenticated with your bank.":
        "The payment could not be authenticated with your bank.",
      "The account did not have enough funds.": "The account did not have enough funds.",
      "The payment was not completed in time.": "The payment was not completed in time.",
      "Payment failed (local test provider)": "Payment failed (local test provider)",
      "Please try again": "Please try again",
      // The forms' schema (app/schemas/credits.ts).
      "Please choose a credit pack": "Please choose a credit pack",
      "Unknown action": "Unknown action",
      "Unknown listing": "Unknown listing",
      "Choose how the test payment ends": "Choose how the test payment ends",
      // The ledger's rows in the credit history (app/domain/credits.ts, listing-post.ts).
      "Purchased {credits} credits ({amount})": "Purchased {credits} credits ({amount})",
      "Viewed mobile number of @{username} (listing #{id})": "Viewed mobile number of @{username} (listing #{id})",
      "Viewed mobile number of @{username}": "Viewed mobile number of @{username}",
      "Posted listing #{id}": "Posted listing #{id}",
      "Credits added by admin: {reason}": "Credits added by admin: {reason}",
      "Credits removed by admin: {reason}": "Credits removed by admin: {reason}",
      "Payment refunded: order #{order}, {taken} of {credits} credits taken back":
        "Payment refunded: order #{order}, {taken} of {credits} credits taken back",
      "Payment refunded: order #{order}, {taken} of {credits} credits taken back; the rest was already spent":
        "Payment refunded: order #{order}, {taken} of {credits} credits taken back; the rest was already spent",
      "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back":
        "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back",
      "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back; the rest was already spent":
        "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back; the rest was already spent",
      // Favourites (app/routes/favourites.tsx).
      "Failed to change the price alert": "Failed to change the price alert",
      "We will tell you if the price drops": "We will tell you if the price drops",
      "Price alert turned off": "Price alert turned off",
      "Added to favourites": "Added to favourites",
      "Saved to favourites": "Saved to favourites",
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
    count: { one: "{count} கிரெடிட்", many: "{count} கிரெடிட்கள்" },
    buy: {
      title: "கிரெடிட் வாங்க | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "கிரெடிட் வாங்க",
      balance: "உங்கள் இருப்பு:",
      intro:
        "கிரெடிட்களைக் கொண்டு விற்பவர்களின் மொபைல் எண்களைப் பார்க்கலாம் (ஒவ்வொன்றுக்கும் 10 கிரெடிட்கள்), விளம்பரங்களை இடலாம் (ஒவ்வொன்றுக்கும் 20 கிரெடிட்கள்).",
      history: "உங்கள் கிரெடிட் வரலாற்றைப் பாருங்கள்",
      packLine: "{contacts} தொடர்பு எண்களைப் பார்க்கலாம், {posts} விளம்பரங்களை இடலாம்",
      button: "{credits} கிரெடிட்கள் வாங்கு",
      testMode: "சோதனை முறை: பணம் செலுத்துதல் உள்ளூர் சோதனைப் பக்கத்துக்குச் செல்லும்; பணம் எதுவும் எடுக்கப்படாது.",
      secure: "பணம் செலுத்துதல் Razorpay மூலம் பாதுகாப்பாக நடக்கிறது. விலைகளில் எல்லா வரிகளும் அடங்கும்.",
    },
    history: {
      title: "கிரெடிட் வரலாறு | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "கிரெடிட் வரலாறு",
      balance: "இருப்பு:",
      buy: "கிரெடிட் வாங்க",
      table: "கிரெடிட் பரிவர்த்தனைகள்",
      description: "விவரம்",
      amount: "அளவு",
      date: "தேதி",
      balanceColumn: "இருப்பு",
      pages: "கிரெடிட் வரலாற்றுப் பக்கங்கள்",
      none: "கிரெடிட் பரிவர்த்தனைகள் எதுவும் இல்லை.",
    },
    payment: {
      title: "பணம் செலுத்துதல் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      success: "பணம் செலுத்தப்பட்டது",
      pending: "உங்கள் பணம் செலுத்துதலை உறுதிசெய்கிறோம்",
      cancelled: "பணம் செலுத்துதல் ரத்து செய்யப்பட்டது",
      failed: "பணம் செலுத்துதல் தோல்வியடைந்தது",
      order: "ஆர்டர் #{id}: {amount}-க்கு {count}.",
      balance: "உங்கள் இருப்பு:",
      viewHistory: "கிரெடிட் வரலாற்றைப் பார்",
      browse: "விளம்பரங்களைப் பார்",
      checkAgain: "மீண்டும் சரிபார்",
      tryAgain: "மீண்டும் முயல்க",
    },
    checkout: {
      title: "பணம் செலுத்த | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "{count} வாங்கப் பணம் செலுத்துங்கள்",
      note: "Razorpay-இன் பாதுகாப்பான பக்கத்தில் பணம் செலுத்திவிட்டு, முடிந்ததும் இங்கே திரும்பி வருவீர்கள்.",
      pay: "{amount} செலுத்து",
      another: "வேறு தொகுப்பைத் தேர்ந்தெடு",
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
      "Mobile number fetched successfully": "மொபைல் எண் காட்டப்பட்டது",
      "Failed to fetch mobile number, Check your credits": "மொபைல் எண்ணைப் பெற முடியவில்லை, உங்கள் கிரெடிட்களைச் சரிபாருங்கள்",
      "You can view up to {count} new mobile numbers a day. Please try again tomorrow.":
        "ஒரு நாளில் {count} புதிய மொபைல் எண்கள் வரை பார்க்கலாம். நாளை மீண்டும் முயலுங்கள்.",
      "This seller's account is no longer available.": "இந்த விற்பவரின் கணக்கு இப்போது இல்லை.",
      "This seller has not added a mobile number yet.": "இந்த விற்பவர் இன்னும் மொபைல் எண்ணைச் சேர்க்கவில்லை.",
      "Payment Successful! Credits will be added shortly.": "பணம் செலுத்தப்பட்டது! கிரெடிட்கள் விரைவில் சேர்க்கப்படும்.",
      "We are waiting for the payment provider to confirm your payment.":
        "உங்கள் பணம் செலுத்துதலைப் பணச் சேவை நிறுவனம் உறுதிசெய்யக் காத்திருக்கிறோம்.",
      "Payment cancelled. No money was taken.": "பணம் செலுத்துதல் ரத்து செய்யப்பட்டது. பணம் எதுவும் எடுக்கப்படவில்லை.",
      "Your payment could not be completed. No credits were added.":
        "உங்கள் பணம் செலுத்துதலை முடிக்க முடியவில்லை. கிரெடிட்கள் எதுவும் சேர்க்கப்படவில்லை.",
      "This payment does not belong to this order, so no credits were added. If money was taken for this order, your credits are added automatically once the payment is confirmed.":
        "இந்தப் பணம் செலுத்துதல் இந்த ஆர்டருக்கு உரியது அல்ல, எனவே கிரெடிட்கள் சேர்க்கப்படவில்லை. இந்த ஆர்டருக்குப் பணம் எடுக்கப்பட்டிருந்தால், அது உறுதியானதும் உங்கள் கிரெடிட்கள் தானாகச் சேர்க்கப்படும்.",
      "We could not start the payment. Please try again in a moment.":
        "பணம் செலுத்துதலைத் தொடங்க முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.",
      "We could not confirm this payment yet. If money was taken, your credits are added automatically within 30 minutes.":
        "இந்தப் பணம் செலுத்துதலை இன்னும் உறுதிசெய்ய முடியவில்லை. பணம் எடுக்கப்பட்டிருந்தால், 30 நிமிடங்களுக்குள் உங்கள் கிரெடிட்கள் தானாகச் சேர்க்கப்படும்.",
      "Too many payment attempts. Please try again in an hour.":
        "பணம் செலுத்த மிக அதிக முறை முயன்றுள்ளீர்கள். ஒரு மணி நேரம் கழித்து மீண்டும் முயலுங்கள்.",
      "The bank or card declined the payment.": "வங்கி அல்லது கார்டு இந்தப் பணம் செலுத்துதலை மறுத்துவிட்டது.",
      "The payment could not be authenticated with your bank.":
        "உங்கள் வங்கியுடன் இந்தப் பணம் செலுத்துதலை உறுதிப்படுத்த முடியவில்லை.",
      "The account did not have enough funds.": "கணக்கில் போதுமான பணம் இல்லை.",
      "The payment was not completed in time.": "பணம் செலுத்துதல் உரிய நேரத்தில் முடிக்கப்படவில்லை.",
      "Payment failed (local test provider)": "பணம் செலுத்துதல் தோல்வியடைந்தது (உள்ளூர் சோதனை)",
      "Please try again": "மீண்டும் முயலுங்கள்",
      "Please choose a credit pack": "ஒரு கிரெடிட் தொகுப்பைத் தேர்ந்தெடுங்கள்",
      "Unknown action": "தெரியாத செயல்",
      "Unknown listing": "தெரியாத விளம்பரம்",
      "Choose how the test payment ends": "சோதனைப் பணம் செலுத்துதல் எப்படி முடிய வேண்டும் எனத் தேர்ந்தெடுங்கள்",
      "Purchased {credits} credits ({amount})": "{credits} கிரெடிட்கள் வாங்கியது ({amount})",
      "Viewed mobile number of @{username} (listing #{id})": "@{username} அவர்களின் மொபைல் எண் பார்த்தது (விளம்பரம் #{id})",
      "Viewed mobile number of @{username}": "@{username} அவர்களின் மொபைல் எண் பார்த்தது",
      "Posted listing #{id}": "விளம்பரம் #{id} இட்டது",
      "Credits added by admin: {reason}": "நிர்வாகி சேர்த்த கிரெடிட்கள்: {reason}",
      "Credits removed by admin: {reason}": "நிர்வாகி நீக்கிய கிரெடிட்கள்: {reason}",
      "Payment refunded: order #{order}, {taken} of {credits} credits taken back":
        "பணம் திருப்பித் தரப்பட்டது: ஆர்டர் #{order}, {credits} கிரெடிட்களில் {taken} திரும்பப் பெறப்பட்டன",
      "Payment refunded: order #{order}, {taken} of {credits} credits taken back; the rest was already spent":
        "பணம் திருப்பித் தரப்பட்டது: ஆர்டர் #{order}, {credits} கிரெடிட்களில் {taken} திரும்பப் பெறப்பட்டன; மீதி ஏற்கெனவே செலவாகிவிட்டது",
      "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back":
        "பணம் செலுத்துதல் மீது புகார் (chargeback): ஆர்டர் #{order}, {credits} கிரெடிட்களில் {taken} திரும்பப் பெறப்பட்டன",
      "Payment disputed (chargeback): order #{order}, {taken} of {credits} credits taken back; the rest was already spent":
        "பணம் செலுத்துதல் மீது புகார் (chargeback): ஆர்டர் #{order}, {credits} கிரெடிட்களில் {taken} திரும்பப் பெறப்பட்டன; மீதி ஏற்கெனவே செலவாகிவிட்டது",
      "Failed to change the price alert": "விலை அறிவிப்பை மாற்ற முடியவில்லை",
      "We will tell you if the price drops": "விலை குறைந்தால் உங்களுக்குச் சொல்வோம்",
      "Price alert turned off": "விலை அறிவிப்பு நிறுத்தப்பட்டது",
      "Added to favourites": "விருப்பங்களில் சேர்க்கப்பட்டது",
      "Saved to favourites": "விருப்பங்களில் சேமிக்கப்பட்டது",
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
