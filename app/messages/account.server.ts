// The account's own pages (docs/product.md#accounts): /profile, its edit form (page and side
// sheet) and deleting the account. English letter for letter as the app has always said it; Tamil
// by docs/tamil-style.md. `said` holds what app/schemas/profile.ts and phone.ts, and
// the account code behind these pages, say in English (decision 0052); an English text also in
// `auth.said` has the same Tamil there.
import { ROLE_LABELS } from "~/domain/account";
import { catalogue } from "./messages";

export const account = catalogue({
  en: {
    meta: { profile: "My Profile", edit: "Edit profile", delete: "Delete account" },
    profile: {
      fullName: "Full name",
      bio: "Bio",
      email: "Email",
      emailVerified: "Email verified",
      phone: "Phone",
      phoneVerified: "Phone verified",
      credits: "Credits",
      accountType: "Account type",
      gender: "Gender",
      created: "Account created",
      notSet: "Not set",
      yes: "Yes",
      no: "No",
      changingTo: "Changing to {email}: open the link we sent there to confirm.",
    },
    edit: {
      title: "Edit profile",
      close: "Close",
      cancel: "Cancel",
      save: "Save changes",
      bioHint: "Up to 300 characters.",
      emailHint: "Changing your e-mail means verifying the new address.",
      waiting: "Waiting for {email} to be confirmed.",
      yourPassword: "Your password",
      currentPassword: "Current password",
      passwordHint: "Needed only to change the e-mail.",
      image: "Profile image",
      imageHint: "Upload a profile image. Max size is 100KB.",
    },
    delete: {
      button: "Delete Account",
      title: "Delete your account?",
      warning:
        "Your profile, sign-ins and favourites will be removed and your listings taken off the site. This cannot be undone.",
      cancel: "Cancel",
    },
    /** ROLE_LABELS (app/domain/account.ts) by role. */
    roles: ROLE_LABELS,
    /** The gender choices (app/schemas/options.ts) by value. */
    genders: { male: "Male", female: "Female", other: "Other" },
    said: {
      // app/schemas/profile.ts (PROFILE_MESSAGES) and phone.ts
      "Full name must be between 2 and 50 characters": "Full name must be between 2 and 50 characters",
      "Bio must be at most 300 characters": "Bio must be at most 300 characters",
      "Please enter a valid email": "Please enter a valid email",
      "This email is already used by another account": "This email is already used by another account",
      "Please enter a valid phone number": "Please enter a valid phone number",
      "Please select a gender": "Please select a gender",
      "Please select a valid account type": "Please select a valid account type",
      "Profile image must be at most 100KB": "Profile image must be at most 100KB",
      "Profile image must be a JPG, PNG or WEBP file": "Profile image must be a JPG, PNG or WEBP file",
      "Upload a profile image. Max size is 100KB.": "Upload a profile image. Max size is 100KB.",
      "Profile updated successfully": "Profile updated successfully",
      "Failed to update profile": "Failed to update profile",
      "Account deleted successfully": "Account deleted successfully",
      "User deleted successfully": "User deleted successfully",
      "Something went wrong, Please try again": "Something went wrong, Please try again",
      "Please enter your current password to change your email":
        "Please enter your current password to change your email",
      "Current password is incorrect": "Current password is incorrect",
      "Too many attempts. Please try again in a few minutes.": "Too many attempts. Please try again in a few minutes.",
      "To change your email, log out and sign in again, then change it within 10 minutes.":
        "To change your email, log out and sign in again, then change it within 10 minutes.",
      "Changing your e-mail means verifying the new address.": "Changing your e-mail means verifying the new address.",
      "Profile updated successfully. Open the link we sent to {email} to start using it.":
        "Profile updated successfully. Open the link we sent to {email} to start using it.",
      // app/domain/auth.ts, refused e-mail changes
      "Too many emails sent. Please try again in a few minutes.":
        "Too many emails sent. Please try again in a few minutes.",
    },
  },
  ta: {
    meta: { profile: "என் சுயவிவரம்", edit: "சுயவிவரத்தைத் திருத்து", delete: "கணக்கை நீக்குதல்" },
    profile: {
      fullName: "முழுப் பெயர்",
      bio: "உங்களைப் பற்றி",
      email: "மின்னஞ்சல்",
      emailVerified: "மின்னஞ்சல் சரிபார்ப்பு",
      phone: "மொபைல் எண்",
      phoneVerified: "மொபைல் எண் சரிபார்ப்பு",
      credits: "கிரெடிட்கள்",
      accountType: "கணக்கு வகை",
      gender: "பாலினம்",
      created: "கணக்கு தொடங்கிய நாள்",
      notSet: "குறிப்பிடவில்லை",
      yes: "ஆம்",
      no: "இல்லை",
      changingTo: "{email} முகவரிக்கு மாறுகிறது: உறுதிசெய்ய அங்கு அனுப்பிய இணைப்பைத் திறங்கள்.",
    },
    edit: {
      title: "சுயவிவரத்தைத் திருத்து",
      close: "மூடு",
      cancel: "ரத்து",
      save: "மாற்றங்களைச் சேமி",
      bioHint: "300 எழுத்துகள் வரை.",
      emailHint: "மின்னஞ்சலை மாற்றினால் புதிய முகவரியைச் சரிபார்க்க வேண்டும்.",
      waiting: "{email} உறுதிசெய்யப்படக் காத்திருக்கிறது.",
      yourPassword: "உங்கள் கடவுச்சொல்",
      currentPassword: "தற்போதைய கடவுச்சொல்",
      passwordHint: "மின்னஞ்சலை மாற்ற மட்டும் தேவை.",
      image: "சுயவிவரப் படம்",
      imageHint: "சுயவிவரப் படத்தைப் பதிவேற்றுங்கள். அதிகபட்ச அளவு 100KB.",
    },
    delete: {
      button: "கணக்கை நீக்கு",
      title: "உங்கள் கணக்கை நீக்கவா?",
      warning:
        "உங்கள் சுயவிவரம், உள்நுழைவுகள், விருப்பங்கள் நீக்கப்படும்; உங்கள் விளம்பரங்கள் தளத்திலிருந்து எடுக்கப்படும். இதைத் திரும்பப் பெற முடியாது.",
      cancel: "ரத்து",
    },
    roles: {
      buyer: "வாங்குபவர்",
      seller: "விற்பவர்",
      both: "வாங்குபவர், விற்பவர் இருவரும்",
      admin: "நிர்வாகி",
      superadmin: "முதன்மை நிர்வாகி",
    },
    genders: { male: "ஆண்", female: "பெண்", other: "மற்றவை" },
    said: {
      "Full name must be between 2 and 50 characters": "முழுப் பெயர் 2 முதல் 50 எழுத்துகள் வரை இருக்க வேண்டும்",
      "Bio must be at most 300 characters": "உங்களைப் பற்றிய குறிப்பு அதிகபட்சம் 300 எழுத்துகள் இருக்கலாம்",
      "Please enter a valid email": "சரியான மின்னஞ்சலை உள்ளிடுங்கள்",
      "This email is already used by another account": "இந்த மின்னஞ்சல் வேறொரு கணக்கில் பயன்பாட்டில் உள்ளது",
      "Please enter a valid phone number": "சரியான மொபைல் எண்ணை உள்ளிடுங்கள்",
      "Please select a gender": "பாலினத்தைத் தேர்வு செய்யுங்கள்",
      "Please select a valid account type": "சரியான கணக்கு வகையைத் தேர்வு செய்யுங்கள்",
      "Profile image must be at most 100KB": "சுயவிவரப் படம் அதிகபட்சம் 100KB இருக்கலாம்",
      "Profile image must be a JPG, PNG or WEBP file": "சுயவிவரப் படம் JPG, PNG அல்லது WEBP கோப்பாக இருக்க வேண்டும்",
      "Upload a profile image. Max size is 100KB.": "சுயவிவரப் படத்தைப் பதிவேற்றுங்கள். அதிகபட்ச அளவு 100KB.",
      "Profile updated successfully": "சுயவிவரம் புதுப்பிக்கப்பட்டது",
      "Failed to update profile": "சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை",
      "Account deleted successfully": "கணக்கு நீக்கப்பட்டது",
      "User deleted successfully": "பயனர் நீக்கப்பட்டார்",
      "Something went wrong, Please try again": "ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்",
      "Please enter your current password to change your email": "மின்னஞ்சலை மாற்ற உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடுங்கள்",
      "Current password is incorrect": "தற்போதைய கடவுச்சொல் தவறு",
      "Too many attempts. Please try again in a few minutes.":
        "பலமுறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.",
      "To change your email, log out and sign in again, then change it within 10 minutes.":
        "மின்னஞ்சலை மாற்ற, வெளியேறி மீண்டும் உள்நுழைந்து 10 நிமிடங்களுக்குள் மாற்றுங்கள்.",
      "Changing your e-mail means verifying the new address.": "மின்னஞ்சலை மாற்றினால் புதிய முகவரியைச் சரிபார்க்க வேண்டும்.",
      "Profile updated successfully. Open the link we sent to {email} to start using it.":
        "சுயவிவரம் புதுப்பிக்கப்பட்டது. {email} முகவரியைப் பயன்படுத்தத் தொடங்க, அங்கு அனுப்பிய இணைப்பைத் திறங்கள்.",
      "Too many emails sent. Please try again in a few minutes.":
        "நிறைய மின்னஞ்சல்கள் அனுப்பப்பட்டுவிட்டன. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.",
    },
  },
});
