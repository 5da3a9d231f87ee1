// The legal pages' text (docs/product.md#legal-pages), the `legal` group of the browse catalogue
// (browse.server.ts), which only /privacy-policy and /terms send. English letter for letter as
// the pages have always said it. Tamil in plain words, with a line at the top saying the English
// version prevails. `{placeholders}` are filled by the pages (numbers, the site's name).
import type { Shape } from "./messages";

export const legalEn = {
  site: "Coimbatore Properties",
  updated: "Last updated: {date}",
  date: "1 June 2025",
  // Only the Tamil pages say it: English is the version that counts.
  notice: "",
  phone: "Phone / WhatsApp:",
  email: "E-mail:",
  privacy: {
    title: "Privacy Policy",
    metaTitle: "Privacy Policy | {site}",
    metaDescription: "How {site} handles your personal data and cookies.",
    who: {
      title: "Who we are",
      text: "{site} is a property marketplace for Coimbatore, Tamil Nadu. This policy explains what personal data we collect, why, how long we keep it and the choices you have, in line with India's Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.",
    },
    collect: {
      title: "What we collect",
      accountLead: "Account details",
      account:
        ": name, username, e-mail, mobile number, account type, and optionally a bio, gender and profile photo. Passwords are stored only as a salted hash. If you sign in with Google or Facebook we receive your name, e-mail and an account identifier from them.",
      listingsLead: "Listings",
      listings:
        " you post: property details, price, address, map location and photos. Listings are public once approved. We remove location data embedded in photos (phone cameras record GPS) before storing them.",
      activityLead: "Activity",
      activity:
        ": listings you open (with your account if you are signed in), favourites, searches you type into the AI search box, and which sellers' numbers you revealed. Sellers can see who revealed their number from their listing.",
      paymentsLead: "Payments",
      payments:
        ": the credit pack, amount, date and the payment partner's order and payment ids. Card, UPI and bank details go directly to the payment partner and never reach us.",
      technicalLead: "Technical data",
      technical:
        ": IP address and browser type in short-lived security logs, used to stop abuse such as repeated failed logins.",
    },
    why: {
      title: "Why we use it",
      run: "To run your account, show listings, connect buyers with sellers and process credit purchases.",
      review: "To review listings, prevent fraud and spam, and keep the service secure.",
      views: "To show sellers how often their listings are viewed.",
      answer: "To answer your questions and send account e-mails (verification, password reset, receipts).",
      noSale: "We do not sell your personal data, and we do not show third-party advertising.",
    },
    cookies: {
      title: "Cookies",
      intro:
        "We use a small number of first-party cookies and no third-party tracking cookies. The cookie banner lets you accept or decline the optional ones; essential cookies are always set.",
      cookie: "Cookie",
      purpose: "Purpose",
      lifetime: "Lifetime",
      session: "Keeps you signed in. Holds only a random identifier; essential, set only when you sign in.",
      sessionLifetime: "Until you log out or the session expires",
      consent: "Remembers your answer to the cookie banner (true or false).",
      consentLifetime:
        "{accept} days if you accept, {decline} days if you decline, {dismiss} day if you close the banner",
      viewed:
        "Only if you accept cookies: the ids of listings you have opened, so each listing's view count goes up once per visitor.",
      viewedLifetime: "{days} days",
      theme: "Remembers light, dark or system appearance so pages load without a flash.",
      themeLifetime: "1 year",
      lang: "Remembers the language you chose with the English / தமிழ் switch (en or ta), so the home page opens in it.",
      langLifetime: "1 year",
      knownDevice:
        "Set when you sign in: a random, signed id that tells us this browser has signed in to your account before, so someone guessing your password elsewhere cannot lock you out. Essential.",
      knownDeviceLifetime: "1 year",
      toast: "Carries a one-off message (such as “Profile updated”) to the next page.",
      toastLifetime: "1 minute",
      declined:
        "If you decline, views are still counted, but without remembering which listings you opened. Your browser may also store your theme choice in local storage.",
    },
    share: {
      title: "Who we share it with",
      users: "Other users: your public profile (name, username, photo, bio) and your listings.",
      sellers: "Sellers whose number you reveal see your name and phone number, so they can call you back.",
      providers:
        "Service providers who work for us under contract: hosting and storage (Cloudflare), the payment partner (Razorpay), e-mail delivery, and, for AI search only, the language-model provider that reads your search text.",
      authorities: "Authorities, when the law requires it.",
    },
    keep: {
      title: "How long we keep it",
      account:
        "Account details: while your account is open. If you delete your account we erase or anonymise it within 30 days.",
      listings: "Listings: until you or we remove them; sold listings may stay visible marked as sold.",
      views: "View records: up to 2 years, then kept only as totals.",
      payments: "Payment and credit records: 8 years, as Indian tax and accounting law requires.",
      logs: "Security logs: up to 90 days.",
    },
    rights: {
      title: "Your rights",
      text: "You can see and correct your details on your profile page and delete your account there at any time. You may also ask us for a summary of your data, to correct or erase it, or to withdraw consent, and you may nominate someone to act for you. If you are unhappy with our answer you can complain to the Data Protection Board of India. See also our ",
      link: "Terms of Use",
      after: ".",
    },
    contact: {
      title: "Contact and grievance officer",
      lead: "For privacy questions, requests or complaints, contact our grievance officer:",
      reply: "We reply within 7 working days.",
    },
  },
  terms: {
    title: "Terms of Use",
    metaTitle: "Terms of Use | {site}",
    metaDescription: "The terms for using {site}: accounts, credits, listings and payments.",
    about: {
      title: "1. About us and these terms",
      text: "{site} is an online marketplace where owners, builders and brokers advertise land, plots, houses, apartments, villas, agricultural land and commercial property in and around Coimbatore, Tamil Nadu, and where buyers and tenants find and contact them. By using this website you agree to these terms. If you do not agree, please do not use the site.",
      platform:
        "We are a listing platform only. We are not a real-estate agent, broker or party to any sale, lease or other agreement between users, and we do not charge any brokerage on transactions.",
    },
    accounts: {
      title: "2. Accounts",
      text: "You need an account to post listings, favourite listings, view seller pages or reveal a seller's mobile number. Give accurate details, keep your password private and tell us at once if you think someone else is using your account. You are responsible for everything done through your account. You must be at least 18 years old.",
    },
    credits: {
      title: "3. Credits and payments",
      costs:
        "Some actions are paid for with credits: posting a listing costs {listing} credits and revealing a seller's mobile number costs {reveal} credits.",
      packs:
        "Credits are sold in packs ({packs}). Prices include applicable taxes unless stated otherwise. Payments are processed by our payment partner; we never see or store your card or UPI details.",
      pack: "{credits} credits for {amount}",
      refunds:
        "Credits are added once the payment partner confirms the payment. They have no cash value, cannot be transferred and are not refundable, except where a payment was taken but credits were not added, or where the law requires a refund. Write to us within 30 days in that case.",
      rejected: "Credits spent on a listing are not returned if the listing is rejected for breaking these terms.",
    },
    listings: {
      title: "4. Listings",
      own: "Only post property you own or are authorised to market. Titles, prices, land area, approvals (such as DTCP approval), photos and location must be true and current. Do not post duplicate listings.",
      review:
        "New listings are reviewed before they are shown to the public. We may approve, reject, edit for formatting, or remove any listing, and mark a listing as sold, at our discretion.",
      photos:
        "Photos must be your own or used with permission. By uploading them you allow us to store, resize and display them on this site and in link previews when listings are shared.",
      sold: "Mark your listing as sold or remove it as soon as it is no longer available.",
    },
    buyers: {
      title: "5. Buyers: check before you pay",
      text: "We do not verify every document. Before paying any advance or signing anything, inspect the property, check the title deed, encumbrance certificate, patta/chitta, approvals and tax receipts, and take independent legal advice. Never pay money to anyone you have not met or to an account you cannot verify. We are not responsible for any loss arising from dealings between users.",
    },
    use: {
      title: "6. Acceptable use",
      text: "Do not misuse the site: no false or misleading listings, spam, harvesting of phone numbers, automated scraping, attempts to break security, or content that is unlawful, abusive or infringes anyone's rights. We may suspend or close accounts that break these terms, without refund of unused credits in serious cases.",
    },
    liability: {
      title: "7. Liability",
      text: 'The site is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
    },
    privacy: {
      title: "8. Privacy",
      text: "How we handle your personal data and cookies is described in our ",
      link: "Privacy Policy",
      after: ".",
    },
    changes: {
      title: "9. Changes, law and disputes",
      text: "We may update these terms; the date at the top shows the latest version, and continued use means you accept it. These terms are governed by the laws of India, and the courts at Coimbatore, Tamil Nadu have jurisdiction.",
    },
    contact: { title: "10. Contact", lead: "Questions, complaints or refund requests:" },
  },
};

export const legalTa: Shape<typeof legalEn> = {
  site: "கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
  updated: "கடைசியாகப் புதுப்பித்தது: {date}",
  date: "1 ஜூன் 2025",
  notice: "இது ஆங்கிலப் பதிப்பின் தமிழ் மொழிபெயர்ப்பு, உங்கள் வசதிக்காக. இரண்டுக்கும் இடையே வேறுபாடு இருந்தால் ஆங்கிலப் பதிப்பே செல்லும்.",
  phone: "தொலைபேசி / வாட்ஸ்அப்:",
  email: "மின்னஞ்சல்:",
  privacy: {
    title: "தனியுரிமைக் கொள்கை",
    metaTitle: "தனியுரிமைக் கொள்கை | {site}",
    metaDescription: "{site} உங்கள் தனிப்பட்ட தரவையும் குக்கீகளையும் எப்படிக் கையாள்கிறது.",
    who: {
      title: "நாங்கள் யார்",
      text: "{site} என்பது தமிழ்நாடு, கோயம்புத்தூருக்கான சொத்துச் சந்தை. நாங்கள் என்ன தனிப்பட்ட தரவைச் சேகரிக்கிறோம், ஏன், எவ்வளவு காலம் வைத்திருக்கிறோம், உங்களுக்கு என்ன தேர்வுகள் உள்ளன என்பதை, இந்தியாவின் டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023 மற்றும் தகவல் தொழில்நுட்பச் சட்டம், 2000 ஆகியவற்றின்படி இந்தக் கொள்கை விளக்குகிறது.",
    },
    collect: {
      title: "நாங்கள் சேகரிப்பவை",
      accountLead: "கணக்கு விவரங்கள்",
      account:
        ": பெயர், பயனர்பெயர், மின்னஞ்சல், மொபைல் எண், கணக்கு வகை, விருப்பப்பட்டால் சுயவிவரக் குறிப்பு, பாலினம், சுயவிவரப் படம். கடவுச்சொற்கள் உப்பிட்ட ஹாஷாக (salted hash) மட்டுமே சேமிக்கப்படுகின்றன. Google அல்லது Facebook மூலம் உள்நுழைந்தால், உங்கள் பெயர், மின்னஞ்சல், ஒரு கணக்கு அடையாளம் ஆகியவற்றை அவர்களிடமிருந்து பெறுகிறோம்.",
      listingsLead: "விளம்பரங்கள்",
      listings:
        " (நீங்கள் இடுபவை): சொத்து விவரங்கள், விலை, முகவரி, வரைபட இருப்பிடம், படங்கள். அனுமதி பெற்றதும் விளம்பரங்கள் எல்லோருக்கும் தெரியும். படங்களுக்குள் இருக்கும் இருப்பிடத் தரவை (போன் கேமராக்கள் GPS-ஐப் பதிவு செய்கின்றன) சேமிக்கும் முன் நீக்குகிறோம்.",
      activityLead: "செயல்பாடு",
      activity:
        ": நீங்கள் திறக்கும் விளம்பரங்கள் (உள்நுழைந்திருந்தால் உங்கள் கணக்குடன்), விருப்பங்கள், AI தேடல் பெட்டியில் நீங்கள் தட்டச்சு செய்யும் தேடல்கள், எந்த விற்பவர்களின் எண்களைப் பார்த்தீர்கள் என்பது. தங்கள் எண்ணை யார் பார்த்தார்கள் என்பதை விற்பவர்கள் தங்கள் விளம்பரத்திலிருந்து பார்க்கலாம்.",
      paymentsLead: "பணம் செலுத்துதல்",
      payments:
        ": கிரெடிட் தொகுப்பு, தொகை, தேதி, பணம் பெறும் கூட்டாளரின் ஆர்டர் மற்றும் பணப்பரிமாற்ற எண்கள். கார்டு, UPI, வங்கி விவரங்கள் நேரடியாகப் பணம் பெறும் கூட்டாளருக்கே செல்கின்றன; எங்களை வந்தடைவதில்லை.",
      technicalLead: "தொழில்நுட்பத் தரவு",
      technical:
        ": IP முகவரி, உலாவி வகை ஆகியவை குறுகிய காலப் பாதுகாப்புப் பதிவுகளில்; திரும்பத் திரும்பத் தோல்வியடையும் உள்நுழைவுகள் போன்ற தவறான பயன்பாட்டைத் தடுக்க.",
    },
    why: {
      title: "ஏன் பயன்படுத்துகிறோம்",
      run: "உங்கள் கணக்கை நடத்த, விளம்பரங்களைக் காட்ட, வாங்குபவர்களை விற்பவர்களுடன் இணைக்க, கிரெடிட் வாங்குதல்களைச் செயல்படுத்த.",
      review: "விளம்பரங்களைச் சரிபார்க்க, மோசடியையும் ஸ்பேமையும் தடுக்க, சேவையைப் பாதுகாப்பாக வைக்க.",
      views: "விற்பவர்களின் விளம்பரங்கள் எத்தனை முறை பார்க்கப்பட்டன என்று அவர்களுக்குக் காட்ட.",
      answer: "உங்கள் கேள்விகளுக்குப் பதில் சொல்ல, கணக்கு மின்னஞ்சல்களை அனுப்ப (சரிபார்ப்பு, கடவுச்சொல் மாற்றம், ரசீதுகள்).",
      noSale: "உங்கள் தனிப்பட்ட தரவை நாங்கள் விற்பதில்லை; மூன்றாம் தரப்பு விளம்பரங்களைக் காட்டுவதில்லை.",
    },
    cookies: {
      title: "குக்கீகள்",
      intro:
        "நாங்கள் சில சொந்தக் குக்கீகளை மட்டுமே பயன்படுத்துகிறோம்; மூன்றாம் தரப்புக் கண்காணிப்புக் குக்கீகள் இல்லை. விருப்பக் குக்கீகளை ஏற்கவோ மறுக்கவோ குக்கீ அறிவிப்பு உதவுகிறது; அவசியமான குக்கீகள் எப்போதும் அமைக்கப்படும்.",
      cookie: "குக்கீ",
      purpose: "நோக்கம்",
      lifetime: "காலம்",
      session:
        "உங்களை உள்நுழைந்த நிலையில் வைக்கிறது. ஒரு சீரற்ற அடையாளம் மட்டுமே இதில் இருக்கும்; அவசியமானது, நீங்கள் உள்நுழையும்போது மட்டுமே அமைக்கப்படும்.",
      sessionLifetime: "நீங்கள் வெளியேறும் வரை அல்லது அமர்வு முடியும் வரை",
      consent: "குக்கீ அறிவிப்புக்கு நீங்கள் சொன்ன பதிலை நினைவில் கொள்கிறது (true அல்லது false).",
      consentLifetime: "ஏற்றால் {accept} நாட்கள், மறுத்தால் {decline} நாட்கள், அறிவிப்பை மூடினால் {dismiss} நாள்",
      viewed:
        "குக்கீகளை ஏற்றால் மட்டும்: நீங்கள் திறந்த விளம்பரங்களின் எண்கள், ஒவ்வொரு விளம்பரத்தின் பார்வை எண்ணிக்கையும் ஒருவருக்கு ஒருமுறை மட்டுமே கூட.",
      viewedLifetime: "{days} நாட்கள்",
      theme: "வெளிர், இருண்ட அல்லது சாதனப்படி தோற்றத்தை நினைவில் கொள்கிறது, பக்கங்கள் மின்னாமல் திறக்க.",
      themeLifetime: "1 ஆண்டு",
      lang: "English / தமிழ் மாற்றியில் நீங்கள் தேர்ந்தெடுத்த மொழியை (en அல்லது ta) நினைவில் கொள்கிறது, முகப்புப் பக்கம் அந்த மொழியில் திறக்க.",
      langLifetime: "1 ஆண்டு",
      knownDevice:
        "நீங்கள் உள்நுழையும்போது அமைக்கப்படும்: இந்த உலாவியில் முன்பு உங்கள் கணக்கில் உள்நுழைந்திருக்கிறீர்கள் என்று சொல்லும் ஒரு சீரற்ற, கையொப்பமிட்ட அடையாளம்; வேறு இடத்திலிருந்து உங்கள் கடவுச்சொல்லை யூகிப்பவர் உங்களை வெளியே பூட்ட முடியாது. அவசியமானது.",
      knownDeviceLifetime: "1 ஆண்டு",
      toast: "ஒருமுறை மட்டும் காட்டும் செய்தியை (“சுயவிவரம் புதுப்பிக்கப்பட்டது” போன்றவை) அடுத்த பக்கத்துக்குக் கொண்டு செல்கிறது.",
      toastLifetime: "1 நிமிடம்",
      declined:
        "நீங்கள் மறுத்தாலும் பார்வைகள் எண்ணப்படும், ஆனால் நீங்கள் எந்த விளம்பரங்களைத் திறந்தீர்கள் என்பது நினைவில் வைக்கப்படாது. உங்கள் தோற்றத் தேர்வை உங்கள் உலாவி local storage-இலும் சேமிக்கலாம்.",
    },
    share: {
      title: "யாருடன் பகிர்கிறோம்",
      users: "மற்ற பயனர்கள்: உங்கள் பொதுச் சுயவிவரம் (பெயர், பயனர்பெயர், படம், குறிப்பு), உங்கள் விளம்பரங்கள்.",
      sellers: "நீங்கள் எண்ணைப் பார்க்கும் விற்பவர்கள் உங்கள் பெயரையும் தொலைபேசி எண்ணையும் பார்ப்பார்கள், உங்களைத் திரும்ப அழைக்க.",
      providers:
        "ஒப்பந்தத்தின் கீழ் எங்களுக்காக வேலை செய்யும் சேவை வழங்குநர்கள்: ஹோஸ்டிங் மற்றும் சேமிப்பு (Cloudflare), பணம் பெறும் கூட்டாளர் (Razorpay), மின்னஞ்சல் அனுப்புதல், AI தேடலுக்கு மட்டும் உங்கள் தேடல் உரையைப் படிக்கும் மொழி மாதிரி வழங்குநர்.",
      authorities: "சட்டம் கேட்கும்போது அரசு அதிகாரிகள்.",
    },
    keep: {
      title: "எவ்வளவு காலம் வைத்திருக்கிறோம்",
      account:
        "கணக்கு விவரங்கள்: உங்கள் கணக்கு இருக்கும் வரை. கணக்கை நீக்கினால் 30 நாட்களுக்குள் அவற்றை அழிக்கிறோம் அல்லது அடையாளம் தெரியாதபடி மாற்றுகிறோம்.",
      listings: "விளம்பரங்கள்: நீங்களோ நாங்களோ நீக்கும் வரை; விற்கப்பட்ட விளம்பரங்கள் “விற்கப்பட்டது” என்று குறிக்கப்பட்டுத் தொடர்ந்து தெரியலாம்.",
      views: "பார்வைப் பதிவுகள்: 2 ஆண்டுகள் வரை, அதன் பிறகு மொத்த எண்ணிக்கையாக மட்டும்.",
      payments: "பணம் மற்றும் கிரெடிட் பதிவுகள்: இந்திய வரி மற்றும் கணக்குச் சட்டப்படி 8 ஆண்டுகள்.",
      logs: "பாதுகாப்புப் பதிவுகள்: 90 நாட்கள் வரை.",
    },
    rights: {
      title: "உங்கள் உரிமைகள்",
      text: "உங்கள் சுயவிவரப் பக்கத்தில் உங்கள் விவரங்களைப் பார்க்கலாம், திருத்தலாம், எப்போது வேண்டுமானாலும் கணக்கை நீக்கலாம். உங்கள் தரவின் சுருக்கத்தைக் கேட்கலாம், அதைத் திருத்த அல்லது அழிக்கச் சொல்லலாம், ஒப்புதலைத் திரும்பப் பெறலாம், உங்கள் சார்பில் செயல்பட ஒருவரை நியமிக்கலாம். எங்கள் பதிலில் திருப்தி இல்லையென்றால் இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் செய்யலாம். எங்கள் ",
      link: "பயன்பாட்டு விதிமுறைகளையும்",
      after: " பாருங்கள்.",
    },
    contact: {
      title: "தொடர்பும் குறைதீர்ப்பு அலுவலரும்",
      lead: "தனியுரிமை பற்றிய கேள்விகள், கோரிக்கைகள், புகார்களுக்கு எங்கள் குறைதீர்ப்பு அலுவலரைத் தொடர்பு கொள்ளுங்கள்:",
      reply: "7 வேலை நாட்களுக்குள் பதில் சொல்கிறோம்.",
    },
  },
  terms: {
    title: "பயன்பாட்டு விதிமுறைகள்",
    metaTitle: "பயன்பாட்டு விதிமுறைகள் | {site}",
    metaDescription: "{site} பயன்படுத்துவதற்கான விதிமுறைகள்: கணக்குகள், கிரெடிட்கள், விளம்பரங்கள், பணம் செலுத்துதல்.",
    about: {
      title: "1. எங்களைப் பற்றியும் இந்த விதிமுறைகள் பற்றியும்",
      text: "{site} என்பது ஓர் இணையச் சந்தை. இங்கே உரிமையாளர்கள், கட்டுநர்கள், தரகர்கள் தமிழ்நாடு, கோயம்புத்தூரிலும் சுற்றுவட்டாரத்திலும் உள்ள நிலம், மனைகள், வீடுகள், அடுக்குமாடி வீடுகள், வில்லாக்கள், விவசாய நிலம், வணிக இடங்களை விளம்பரம் செய்கிறார்கள்; வாங்குபவர்களும் வாடகைக்கு எடுப்பவர்களும் அவற்றைக் கண்டு அவர்களைத் தொடர்பு கொள்கிறார்கள். இந்த இணையதளத்தைப் பயன்படுத்துவதன் மூலம் இந்த விதிமுறைகளை ஏற்கிறீர்கள். ஏற்கவில்லை என்றால், தயவுசெய்து தளத்தைப் பயன்படுத்த வேண்டாம்.",
      platform:
        "நாங்கள் விளம்பரத் தளம் மட்டுமே. நாங்கள் ரியல் எஸ்டேட் முகவரோ தரகரோ அல்ல; பயனர்களுக்கு இடையிலான எந்த விற்பனை, குத்தகை அல்லது வேறு ஒப்பந்தத்திலும் நாங்கள் ஒரு தரப்பு அல்ல; பரிவர்த்தனைகளுக்கு எந்தத் தரகுக் கட்டணமும் வாங்குவதில்லை.",
    },
    accounts: {
      title: "2. கணக்குகள்",
      text: "விளம்பரம் இட, விளம்பரங்களை விருப்பத்தில் சேர்க்க, விற்பவர் பக்கங்களைப் பார்க்க அல்லது விற்பவரின் மொபைல் எண்ணைப் பார்க்க உங்களுக்குக் கணக்கு வேண்டும். சரியான விவரங்களைக் கொடுங்கள், கடவுச்சொல்லை ரகசியமாக வையுங்கள், வேறு யாராவது உங்கள் கணக்கைப் பயன்படுத்துவதாக நினைத்தால் உடனே எங்களிடம் சொல்லுங்கள். உங்கள் கணக்கின் மூலம் நடக்கும் எல்லாவற்றுக்கும் நீங்களே பொறுப்பு. உங்களுக்குக் குறைந்தது 18 வயது ஆகியிருக்க வேண்டும்.",
    },
    credits: {
      title: "3. கிரெடிட்களும் பணம் செலுத்துதலும்",
      costs:
        "சில செயல்களுக்குக் கிரெடிட்களால் கட்டணம் செலுத்த வேண்டும்: ஒரு விளம்பரம் இட {listing} கிரெடிட்கள், விற்பவரின் மொபைல் எண்ணைப் பார்க்க {reveal} கிரெடிட்கள்.",
      packs:
        "கிரெடிட்கள் தொகுப்புகளாக விற்கப்படுகின்றன ({packs}). வேறுவிதமாகக் குறிப்பிடாவிட்டால் விலைகளில் பொருந்தும் வரிகள் அடங்கும். பணம் எங்கள் பணம் பெறும் கூட்டாளர் மூலம் செலுத்தப்படுகிறது; உங்கள் கார்டு அல்லது UPI விவரங்களை நாங்கள் பார்ப்பதோ சேமிப்பதோ இல்லை.",
      pack: "{amount}-க்கு {credits} கிரெடிட்கள்",
      refunds:
        "பணம் பெறும் கூட்டாளர் பணத்தை உறுதி செய்ததும் கிரெடிட்கள் சேர்க்கப்படும். அவற்றுக்குப் பண மதிப்பு இல்லை, அவற்றை மாற்ற முடியாது, திருப்பித் தரப்படாது; பணம் எடுக்கப்பட்டும் கிரெடிட்கள் சேர்க்கப்படாதபோது அல்லது சட்டம் திருப்பித் தரச் சொல்லும்போது மட்டும் விதிவிலக்கு. அப்படியானால் 30 நாட்களுக்குள் எங்களுக்கு எழுதுங்கள்.",
      rejected: "இந்த விதிமுறைகளை மீறியதால் ஒரு விளம்பரம் நிராகரிக்கப்பட்டால், அதற்குச் செலவழித்த கிரெடிட்கள் திருப்பித் தரப்படாது.",
    },
    listings: {
      title: "4. விளம்பரங்கள்",
      own: "உங்களுக்குச் சொந்தமான அல்லது விற்க உங்களுக்கு அதிகாரம் உள்ள சொத்தை மட்டுமே விளம்பரம் செய்யுங்கள். தலைப்புகள், விலைகள், நிலப் பரப்பு, அனுமதிகள் (DTCP அனுமதி போன்றவை), படங்கள், இருப்பிடம் ஆகியவை உண்மையாகவும் தற்போதையதாகவும் இருக்க வேண்டும். ஒரே சொத்துக்குப் பல விளம்பரங்கள் இட வேண்டாம்.",
      review:
        "புதிய விளம்பரங்கள் பொதுமக்களுக்குக் காட்டப்படும் முன் சரிபார்க்கப்படுகின்றன. எந்த விளம்பரத்தையும் அனுமதிக்க, நிராகரிக்க, வடிவத்துக்காகத் திருத்த, நீக்க, விற்கப்பட்டதாகக் குறிக்க எங்களுக்கு உரிமை உண்டு.",
      photos:
        "படங்கள் உங்களுடையவையாக அல்லது அனுமதி பெற்றவையாக இருக்க வேண்டும். அவற்றைப் பதிவேற்றுவதன் மூலம், அவற்றைச் சேமிக்க, அளவு மாற்ற, இந்தத் தளத்திலும் விளம்பரங்கள் பகிரப்படும்போது இணைப்பு முன்னோட்டங்களிலும் காட்ட எங்களுக்கு அனுமதி தருகிறீர்கள்.",
      sold: "சொத்து கிடைக்காத உடனே உங்கள் விளம்பரத்தை விற்கப்பட்டதாகக் குறியுங்கள் அல்லது நீக்குங்கள்.",
    },
    buyers: {
      title: "5. வாங்குபவர்கள்: பணம் கொடுக்கும் முன் சரிபாருங்கள்",
      text: "ஒவ்வொரு ஆவணத்தையும் நாங்கள் சரிபார்ப்பதில்லை. முன்பணம் கொடுக்கும் முன்போ எதிலும் கையெழுத்திடும் முன்போ சொத்தை நேரில் பாருங்கள்; பத்திரம், வில்லங்கச் சான்றிதழ், பட்டா/சிட்டா, அனுமதிகள், வரி ரசீதுகளைச் சரிபாருங்கள்; தனியாகச் சட்ட ஆலோசனை பெறுங்கள். நேரில் சந்திக்காத யாருக்கும், சரிபார்க்க முடியாத கணக்குக்கும் ஒருபோதும் பணம் அனுப்ப வேண்டாம். பயனர்களுக்கு இடையிலான பரிவர்த்தனைகளால் ஏற்படும் எந்த இழப்புக்கும் நாங்கள் பொறுப்பல்ல.",
    },
    use: {
      title: "6. ஏற்கத்தக்க பயன்பாடு",
      text: "தளத்தைத் தவறாகப் பயன்படுத்த வேண்டாம்: பொய்யான அல்லது தவறாக வழிநடத்தும் விளம்பரங்கள், ஸ்பேம், தொலைபேசி எண்களைச் சேகரித்தல், தானியங்கி முறையில் தரவை எடுத்தல், பாதுகாப்பை உடைக்கும் முயற்சிகள், சட்டவிரோதமான, இழிவான அல்லது பிறர் உரிமைகளை மீறும் உள்ளடக்கம் எதுவும் கூடாது. இந்த விதிமுறைகளை மீறும் கணக்குகளை முடக்கவோ மூடவோ செய்யலாம்; கடுமையான நிலைகளில் பயன்படுத்தாத கிரெடிட்கள் திருப்பித் தரப்படாது.",
    },
    liability: {
      title: "7. பொறுப்பு",
      text: "தளம் “இருப்பது போலவே” வழங்கப்படுகிறது. சட்டம் அனுமதிக்கும் அளவுக்கு, மறைமுக அல்லது தொடர் இழப்புகளுக்கு நாங்கள் பொறுப்பல்ல; உங்களுக்கான எங்கள் மொத்தப் பொறுப்பு, கோரிக்கைக்கு முந்தைய 12 மாதங்களில் நீங்கள் எங்களுக்குச் செலுத்திய தொகை மட்டுமே.",
    },
    privacy: {
      title: "8. தனியுரிமை",
      text: "உங்கள் தனிப்பட்ட தரவையும் குக்கீகளையும் நாங்கள் எப்படிக் கையாள்கிறோம் என்பது எங்கள் ",
      link: "தனியுரிமைக் கொள்கையில்",
      after: " விவரிக்கப்பட்டுள்ளது.",
    },
    changes: {
      title: "9. மாற்றங்கள், சட்டம், தகராறுகள்",
      text: "இந்த விதிமுறைகளை நாங்கள் புதுப்பிக்கலாம்; மேலே உள்ள தேதி கடைசிப் பதிப்பைக் காட்டுகிறது, தொடர்ந்து பயன்படுத்தினால் அதை ஏற்கிறீர்கள் என்று பொருள். இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை; தமிழ்நாடு, கோயம்புத்தூர் நீதிமன்றங்களுக்கே அதிகார வரம்பு உண்டு.",
    },
    contact: { title: "10. தொடர்புக்கு", lead: "கேள்விகள், புகார்கள், பணம் திருப்பக் கோரிக்கைகள்:" },
  },
};
