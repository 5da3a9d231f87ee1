// Every e-mail the site sends (docs/product.md#languages), in the language of the person it goes to
// (users.lang: the page they signed up on, then the language switch). English letter for letter as
// the mails have always said it; Tamil by docs/tamil-style.md. The templates are
// app/server/mail/email.server.ts (accounts), app/server/admin/listings.server.ts (moderation),
// app/server/trust/freshness.server.ts (the availability reminder) and
// app/server/alerts/digest.server.ts (saved-search alerts).
import { catalogue } from "./messages";

export const mail = catalogue({
  en: {
    signature: "Coimbatore Properties",
    verification: {
      subject: "Verify your e-mail address",
      intro: "Welcome to Coimbatore Properties. Please confirm this is your e-mail address.",
      action: "Verify email",
      outro: "The link works for 24 hours. If you did not sign up, you can ignore this mail.",
    },
    passwordReset: {
      subject: "Reset your password",
      intro: "Someone asked to reset the password of your Coimbatore Properties account.",
      action: "Reset password",
      outro: "The link works once, for one hour. If it was not you, ignore this mail: your password stays the same.",
    },
    emailChange: {
      subject: "Confirm your new e-mail address",
      intro:
        "You asked to use this address for your Coimbatore Properties account. Your old address stays in use until you confirm.",
      action: "Confirm my e-mail",
      outro: "The link works for 24 hours. If you did not ask for this, ignore this mail: nothing changes.",
    },
    emailChangeNotice: {
      subject: "Your e-mail address is being changed",
      intro:
        "Someone signed in to your Coimbatore Properties account asked to change its e-mail address to {address}. " +
        "This address stays in use until the new one is confirmed.",
      action: "If it was not you, reset your password",
      outro: "If it was you, there is nothing to do.",
    },
    rejected: {
      subject: "Your listing was not approved",
      intro: 'Your listing "{title}" (#{id}) was not approved for Coimbatore Properties.',
      reason: "Reason:",
      next:
        'Fix what the reason says (Edit on the listing), then press "Resubmit for review" on My Listings: ' +
        "it goes back to the moderators at no charge.",
      myListings: "My Listings",
      outro: "If you have questions, reply through the Contact link on the website.",
    },
    live: {
      subject: "Your listing is live",
      intro:
        'Your listing "{title}" (#{id}) was approved and is now live on Coimbatore Properties: buyers can find it.',
      action: "See your listing",
      outro: "Edits to its text, photos or place are looked at again by the moderators; it stays live meanwhile.",
    },
    reminder: {
      subject: "Is your listing still available?",
      intro:
        'Your listing "{title}" (#{id}) on Coimbatore Properties was last confirmed {days} days ago. ' +
        "Please tell us whether it is still available: listings not confirmed for {staleDays} days are hidden from buyers until you confirm them.",
      action: "Still available or no longer available?",
      outro:
        "The link works once, for {tokenDays} days, without signing in. You can also use the buttons on My Listings at any time.",
    },
    digest: {
      subject: "New on Coimbatore Properties for your alerts",
      drops: "Price drops on your favourites",
      newForText: 'New for "{name}" ({link}):',
      newForHtml: "New for {name}",
      moreText: "and {count} more: {link}",
      moreHtml: "and {count} more",
      was: "{price} (was {old})",
      stopSearch: "Stop alerts for this search",
      stopAll: "Stop all the alerts in this mail",
    },
  },
  ta: {
    signature: "கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
    verification: {
      subject: "உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்",
      intro: "கோயம்புத்தூர் ப்ராப்பர்டீஸ் தளத்துக்கு வரவேற்கிறோம். இது உங்கள் மின்னஞ்சல் முகவரிதான் என்று உறுதிசெய்யுங்கள்.",
      action: "மின்னஞ்சலை உறுதிசெய்க",
      outro: "இந்த இணைப்பு 24 மணி நேரம் செல்லும். நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.",
    },
    passwordReset: {
      subject: "உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்",
      intro: "உங்கள் கோயம்புத்தூர் ப்ராப்பர்டீஸ் கணக்கின் கடவுச்சொல்லை மீட்டமைக்க ஒருவர் கேட்டுள்ளார்.",
      action: "கடவுச்சொல்லை மீட்டமைக்க",
      outro:
        "இந்த இணைப்பு ஒரு மணி நேரத்துக்குள் ஒரு முறை மட்டுமே செல்லும். கேட்டது நீங்கள் இல்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.",
    },
    emailChange: {
      subject: "உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்",
      intro:
        "உங்கள் கோயம்புத்தூர் ப்ராப்பர்டீஸ் கணக்குக்கு இந்த முகவரியைப் பயன்படுத்தக் கேட்டுள்ளீர்கள். நீங்கள் உறுதிசெய்யும் வரை உங்கள் பழைய முகவரியே பயன்பாட்டில் இருக்கும்.",
      action: "என் மின்னஞ்சலை உறுதிசெய்க",
      outro: "இந்த இணைப்பு 24 மணி நேரம் செல்லும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: எதுவும் மாறாது.",
    },
    emailChangeNotice: {
      subject: "உங்கள் மின்னஞ்சல் முகவரி மாற்றப்படுகிறது",
      intro:
        "உங்கள் கோயம்புத்தூர் ப்ராப்பர்டீஸ் கணக்கில் உள்நுழைந்த ஒருவர், அதன் மின்னஞ்சல் முகவரியை {address} என மாற்றக் கேட்டுள்ளார். " +
        "புதிய முகவரி உறுதிசெய்யப்படும் வரை இந்த முகவரியே பயன்பாட்டில் இருக்கும்.",
      action: "கேட்டது நீங்கள் இல்லை என்றால், உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்",
      outro: "கேட்டது நீங்கள்தான் என்றால், எதுவும் செய்ய வேண்டியதில்லை.",
    },
    rejected: {
      subject: "உங்கள் விளம்பரம் ஏற்கப்படவில்லை",
      intro: 'உங்கள் விளம்பரம் "{title}" (#{id}) கோயம்புத்தூர் ப்ராப்பர்டீஸ் தளத்தில் வெளியிட ஏற்கப்படவில்லை.',
      reason: "காரணம்:",
      next:
        "காரணத்தில் சொன்னதைச் சரிசெய்யுங்கள் (விளம்பரத்தைத் திருத்துங்கள்), பிறகு என் விளம்பரங்கள் பக்கத்திலிருந்து மீண்டும் பரிசீலனைக்கு அனுப்புங்கள்: " +
        "கட்டணம் இல்லாமல் அது மீண்டும் நிர்வாகிகளின் பார்வைக்குச் செல்லும்.",
      myListings: "என் விளம்பரங்கள்",
      outro: 'கேள்விகள் இருந்தால், இணையதளத்தின் "தொடர்புக்கு" இணைப்பு வழியாக எங்களுக்கு எழுதுங்கள்.',
    },
    live: {
      subject: "உங்கள் விளம்பரம் வெளியாகிவிட்டது",
      intro:
        'உங்கள் விளம்பரம் "{title}" (#{id}) ஏற்கப்பட்டு, இப்போது கோயம்புத்தூர் ப்ராப்பர்டீஸ் தளத்தில் வெளியாகியுள்ளது: வாங்குபவர்கள் அதைப் பார்க்கலாம்.',
      action: "உங்கள் விளம்பரத்தைப் பாருங்கள்",
      outro:
        "அதன் விவரம், புகைப்படங்கள் அல்லது இடத்தை மாற்றினால் நிர்வாகிகள் மீண்டும் சரிபார்ப்பார்கள்; அதுவரை விளம்பரம் தொடர்ந்து வெளியில் இருக்கும்.",
    },
    reminder: {
      subject: "உங்கள் சொத்து இன்னும் கிடைக்குமா?",
      intro:
        'கோயம்புத்தூர் ப்ராப்பர்டீஸ் தளத்தில் உள்ள உங்கள் விளம்பரம் "{title}" (#{id}) கடைசியாக {days} நாட்களுக்கு முன் உறுதிசெய்யப்பட்டது. ' +
        "அது இன்னும் கிடைக்குமா என்று சொல்லுங்கள்: {staleDays} நாட்கள் உறுதிசெய்யப்படாத விளம்பரங்கள், நீங்கள் உறுதிசெய்யும் வரை வாங்குபவர்களுக்குக் காட்டப்படாது.",
      action: "இன்னும் கிடைக்குமா, இல்லையா?",
      outro:
        "இந்த இணைப்பு {tokenDays} நாட்களுக்குள் ஒரு முறை, உள்நுழையாமலே செல்லும். என் விளம்பரங்கள் பக்கத்தில் உள்ள பொத்தான்களையும் எப்போது வேண்டுமானாலும் பயன்படுத்தலாம்.",
    },
    digest: {
      subject: "உங்கள் அறிவிப்புகளுக்கு கோயம்புத்தூர் ப்ராப்பர்டீஸ் தளத்தில் புதியவை",
      drops: "உங்கள் விருப்பங்களில் விலை குறைந்தவை",
      newForText: '"{name}" தேடலுக்குப் புதியவை ({link}):',
      newForHtml: "{name} தேடலுக்குப் புதியவை",
      moreText: "இன்னும் {count} விளம்பரங்கள்: {link}",
      moreHtml: "இன்னும் {count} விளம்பரங்கள்",
      was: "{price} (முன்பு {old})",
      stopSearch: "இந்தத் தேடலின் அறிவிப்புகளை நிறுத்து",
      stopAll: "இந்த மின்னஞ்சலில் உள்ள எல்லா அறிவிப்புகளையும் நிறுத்து",
    },
  },
});
