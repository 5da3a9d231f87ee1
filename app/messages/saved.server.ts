// What any page may show of a buyer's own things (docs/product.md#top-bar, #saved-searches,
// #admin): the favourites heart on every card, the top bar's favourites menu, the "Save this
// search" dialog of the lists and the footer's "Request a call back" form. The root sends it on
// every page, so it holds only these words and the messages those forms can show; the pages of
// favourites, saved searches and alerts draw from `credits`, the listing page's report form from
// `trust`. English letter for letter as the app has always said it; Tamil by docs/tamil-style.md.
import { catalogue } from "./messages";

export const saved = catalogue({
  en: {
    favourites: {
      signIn: "Sign in to add to favourites",
      add: "Add to favourites",
      remove: "Remove from favourites",
      none: "No favorites yet",
      removeShort: "Remove",
      removeOne: "Remove {title} from favourites",
      alertOn: "Price alert on",
      stopAlert: "Stop price alert",
      tellMe: "Tell me if the price drops",
      stopAlertFor: "Stop price alert: {title}",
      tellMeFor: "Tell me if the price drops: {title}",
    },
    saveSearch: {
      title: "Save this search",
      close: "Close",
      intro: "We will e-mail you when new listings match it.",
      later: "You can change that later.",
      cancel: "Cancel",
      name: "Name",
      hint: "Up to 60 characters.",
      save: "Save",
      seeAll: "See your saved searches",
    },
    callback: {
      title: "Request a call back",
      intro: "Leave your number and our team will call you.",
      trap: "Leave this empty",
      name: "Your name",
      phone: "Your mobile number",
      message: "Message (optional)",
      submit: "Request a call back",
      sent: "Thank you! We will call you back soon.",
    },
    said: {
      // The save form (app/schemas/saved-search.ts, app/domain/saved-search.ts).
      "Please give this search a name": "Please give this search a name",
      "Please keep the name to {max} characters or fewer": "Please keep the name to {max} characters or fewer",
      "Please choose daily, weekly or off": "Please choose daily, weekly or off",
      "Choose at least one filter before saving a search": "Choose at least one filter before saving a search",
      "You can keep up to {limit} saved searches. Delete one to save another.":
        "You can keep up to {limit} saved searches. Delete one to save another.",
      "You have saved this search already": "You have saved this search already",
      // The call-back form (app/schemas/quick-enquiry.ts, app/schemas/phone.ts).
      "Please enter your name": "Please enter your name",
      "Please enter a valid phone number": "Please enter a valid phone number",
      "Please keep the message under 500 characters": "Please keep the message under 500 characters",
      "Too many call-back requests from this connection. Please try again later.":
        "Too many call-back requests from this connection. Please try again later.",
    },
  },
  ta: {
    favourites: {
      signIn: "விருப்பங்களில் சேர்க்க உள்நுழையுங்கள்",
      add: "விருப்பங்களில் சேர்",
      remove: "விருப்பங்களிலிருந்து நீக்கு",
      none: "இன்னும் விருப்பங்கள் இல்லை",
      removeShort: "நீக்கு",
      removeOne: "{title}: விருப்பங்களிலிருந்து நீக்கு",
      alertOn: "விலை அறிவிப்பு இயக்கத்தில்",
      stopAlert: "விலை அறிவிப்பை நிறுத்து",
      tellMe: "விலை குறைந்தால் சொல்லுங்கள்",
      stopAlertFor: "விலை அறிவிப்பை நிறுத்து: {title}",
      tellMeFor: "விலை குறைந்தால் சொல்லுங்கள்: {title}",
    },
    saveSearch: {
      title: "இந்தத் தேடலைச் சேமி",
      close: "மூடு",
      intro: "இதற்குப் பொருந்தும் புதிய விளம்பரங்கள் வந்தால் மின்னஞ்சல் அனுப்புவோம்.",
      later: "இதைப் பின்னர் மாற்றலாம்.",
      cancel: "ரத்து செய்",
      name: "பெயர்",
      hint: "60 எழுத்துகள் வரை.",
      save: "சேமி",
      seeAll: "உங்கள் சேமித்த தேடல்களைப் பாருங்கள்",
    },
    callback: {
      title: "திரும்ப அழைக்கச் சொல்லுங்கள்",
      intro: "உங்கள் எண்ணைக் கொடுங்கள், எங்கள் குழு உங்களை அழைக்கும்.",
      trap: "இதை நிரப்ப வேண்டாம்",
      name: "உங்கள் பெயர்",
      phone: "உங்கள் மொபைல் எண்",
      message: "செய்தி (விருப்பப்பட்டால்)",
      submit: "திரும்ப அழைக்கச் சொல்",
      sent: "நன்றி! விரைவில் உங்களைத் திரும்ப அழைப்போம்.",
    },
    said: {
      "Please give this search a name": "இந்தத் தேடலுக்கு ஒரு பெயர் கொடுங்கள்",
      "Please keep the name to {max} characters or fewer": "பெயர் {max} எழுத்துகளுக்குள் இருக்கட்டும்",
      "Please choose daily, weekly or off": "தினமும், வாரம் ஒருமுறை அல்லது வேண்டாம் என்பதில் ஒன்றைத் தேர்ந்தெடுங்கள்",
      "Choose at least one filter before saving a search": "தேடலைச் சேமிக்கும் முன் குறைந்தது ஒரு வடிகட்டியைத் தேர்ந்தெடுங்கள்",
      "You can keep up to {limit} saved searches. Delete one to save another.":
        "{limit} சேமித்த தேடல்கள் வரை வைத்திருக்கலாம். இன்னொன்றைச் சேமிக்க ஒன்றை நீக்குங்கள்.",
      "You have saved this search already": "இந்தத் தேடலை ஏற்கெனவே சேமித்துள்ளீர்கள்",
      "Please enter your name": "உங்கள் பெயரை உள்ளிடுங்கள்",
      "Please enter a valid phone number": "சரியான மொபைல் எண்ணை உள்ளிடுங்கள்",
      "Please keep the message under 500 characters": "செய்தி 500 எழுத்துகளுக்குள் இருக்கட்டும்",
      "Too many call-back requests from this connection. Please try again later.":
        "இந்த இணைப்பிலிருந்து மிக அதிகமான அழைப்புக் கோரிக்கைகள் வந்துள்ளன. பின்னர் மீண்டும் முயலுங்கள்.",
    },
  },
});
