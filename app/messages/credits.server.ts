// Credits and payments (docs/product.md#credits, #payments): /buy-credits, /credit-history, the
// payment pages, and the reveal-phone box and enquiries table wherever they show (the listing
// page, the seller page, the admin's listing page). English letter for letter as the app has
// always said it; Tamil by docs/tamil-style.md. `said`: what the credit code says in English
// (toasts, the payment result, the ledger's rows) read in Tamil (decision 0052).
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
    },
  },
  ta: {
    count: { one: "{count} கிரெடிட்", many: "{count} கிரெடிட்கள்" },
    buy: {
      title: "கிரெடிட் வாங்க | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      heading: "கிரெடிட் வாங்க",
      balance: "உங்கள் இருப்பு:",
      intro:
        "கிரெடிட்களைக் கொண்டு விற்பனையாளர்களின் மொபைல் எண்களைப் பார்க்கலாம் (ஒவ்வொன்றுக்கும் 10 கிரெடிட்கள்), விளம்பரங்களை இடலாம் (ஒவ்வொன்றுக்கும் 20 கிரெடிட்கள்).",
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
      heading: "{count}-க்குப் பணம் செலுத்துங்கள்",
      note: "Razorpay-இன் பாதுகாப்பான பக்கத்தில் பணம் செலுத்திவிட்டு, முடிந்ததும் இங்கே திரும்பி வருவீர்கள்.",
      pay: "{amount} செலுத்து",
      another: "வேறு தொகுப்பைத் தேர்ந்தெடு",
    },
    reveal: {
      mobile: "மொபைல் எண்",
      none: "மொபைல் எண் இன்னும் சேர்க்கப்படவில்லை.",
      show: "மொபைல் எண்ணைக் காட்டு",
      uses: "ஒரு விற்பனையாளருக்கு ஒருமுறை {cost} செலவாகும்; உங்களிடம் {balance} உள்ளன.",
      login: "விற்பனையாளரின் எண்ணைப் பார்க்க உள்நுழையுங்கள்.",
      verify: " முதலில் உங்கள் மின்னஞ்சல் சரிபார்க்கப்பட வேண்டும்.",
      buy: "கிரெடிட் வாங்க",
    },
    enquiries: {
      none: "இன்னும் விசாரணைகள் இல்லை.",
      table: "மொபைல் எண்ணைப் பார்த்தவர்கள்",
      name: "பெயர்",
      phone: "தொலைபேசி",
      listing: "விளம்பரம்",
      at: "விசாரித்த நேரம்",
    },
    said: {
      "Mobile number fetched successfully": "மொபைல் எண் காட்டப்பட்டது",
      "Failed to fetch mobile number, Check your credits": "மொபைல் எண்ணைப் பெற முடியவில்லை, உங்கள் கிரெடிட்களைச் சரிபாருங்கள்",
      "You can view up to {count} new mobile numbers a day. Please try again tomorrow.":
        "ஒரு நாளில் {count} புதிய மொபைல் எண்கள் வரை பார்க்கலாம். நாளை மீண்டும் முயலுங்கள்.",
      "This seller's account is no longer available.": "இந்த விற்பனையாளரின் கணக்கு இப்போது இல்லை.",
      "This seller has not added a mobile number yet.": "இந்த விற்பனையாளர் இன்னும் மொபைல் எண்ணைச் சேர்க்கவில்லை.",
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
    },
  },
});
