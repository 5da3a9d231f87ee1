// Signing in (docs/product.md#accounts): /login, /signup, /forgot-password, /reset-password,
// /verify-email and what their forms, actions and toasts say. English letter for letter as the app
// has always said it; Tamil by docs/tamil-style.md. `said` holds what the schemas
// (app/schemas/auth.ts, phone.ts), the error catalogues of app/domain/auth.ts and the account code
// say in English (decision 0052).
import { catalogue } from "./messages";

export const auth = catalogue({
  en: {
    meta: {
      login: "Login | Coimbatore Properties",
      loginDescription: "Log in to save favourites, see sellers' numbers and post property in Coimbatore.",
      signup: "Sign up | Coimbatore Properties",
      forgot: "Forgot password | Coimbatore Properties",
      reset: "Reset password | Coimbatore Properties",
      verify: "Verify your email | Coimbatore Properties",
    },
    fields: {
      email: "Email",
      password: "Password",
      newPassword: "New Password",
      confirmPassword: "Confirm Password",
      phoneOptional: "Phone (optional)",
      accountType: "Account type",
    },
    /** The account types a person picks at sign-up (ROLE_LABELS in app/domain/account.ts). */
    roles: { buyer: "Buyer", seller: "Seller", both: "Buyer and seller" },
    login: {
      title: "Login",
      subtitle: "Sign in to save favourites, post listings and contact sellers.",
      forgot: "Forgot Password?",
      submit: "Login",
      or: "or",
      google: "Continue with Google",
      facebook: "Continue with Facebook",
      newHere: "New here?",
      create: "Create an account",
    },
    pendingFavourite: "Sign in or create an account to save “{title}” to your favourites.",
    signup: {
      title: "Sign up",
      subtitle: "Create an account to list your property or save the ones you like.",
      submit: "Sign up",
      haveAccount: "Already have an account?",
      login: "Login",
    },
    forgot: {
      title: "Forgot password",
      subtitle: "Enter your account's email and we'll send you a link to reset your password.",
      submit: "Send reset link",
      remembered: "Remembered it?",
      back: "Back to login",
    },
    reset: {
      title: "Reset password",
      subtitle: "Choose a new password of at least 8 characters.",
      newLink: "Request a new password reset link",
      submit: "Reset password",
    },
    verify: {
      title: "Verify your email",
      titleError: "Email verification",
      needed:
        "Please verify your email address to continue. Posting listings, buying credits and viewing sellers' numbers need a verified email.",
      ready: "Your account is ready. ",
      sent: "We sent a verification link to {email}. Open it to verify your email. You can keep browsing and saving favourites meanwhile.",
      resend: "Resend verification email",
      loginFor: "{login} to get a new verification link.",
      login: "Login",
      continue: "Continue browsing",
      outbox: "Open the local outbox (development)",
      confirmTitle: "Confirm your email",
      confirmText: "Press the button to confirm this e-mail address for your Coimbatore Properties account.",
      confirm: "Confirm my e-mail",
    },
    said: {
      // app/schemas/auth.ts and phone.ts
      "Email is required": "Email is required",
      "Please enter a valid email": "Please enter a valid email",
      "Password is required": "Password is required",
      "Password must be at least 8 characters": "Password must be at least 8 characters",
      "Password must be at most 128 characters": "Password must be at most 128 characters",
      "Please confirm your password": "Please confirm your password",
      "Email must be at least 2 characters": "Email must be at least 2 characters",
      "Email must be at most 50 characters": "Email must be at most 50 characters",
      "Please enter a valid phone number": "Please enter a valid phone number",
      // app/domain/auth.ts
      "Server Error, Please try again later.": "Server Error, Please try again later.",
      "Invalid Request, Please try again later.": "Invalid Request, Please try again later.",
      "Invalid email or password": "Invalid email or password",
      "User not found, Please sign up.": "User not found, Please sign up.",
      "Password Mismatch, Please try again.": "Password Mismatch, Please try again.",
      "Invalid Role, Please try again.": "Invalid Role, Please try again.",
      "User already exists, Login to continue.": "User already exists, Login to continue.",
      "Email not verified, Please verify your email.": "Email not verified, Please verify your email.",
      "Invalid Token, Please try again later.": "Invalid Token, Please try again later.",
      "Expired Token, Request a new password reset.": "Expired Token, Request a new password reset.",
      "User not found, Please try again.": "User not found, Please try again.",
      "Too many emails sent. Please try again in a few minutes.":
        "Too many emails sent. Please try again in a few minutes.",
      "Check your email for a password reset link. If it doesn't appear in your inbox, check your spam folder.":
        "Check your email for a password reset link. If it doesn't appear in your inbox, check your spam folder.",
      "Password reset failed. Please try again later.": "Password reset failed. Please try again later.",
      "Too many failed sign-in attempts. Please try again in 1 minute.":
        "Too many failed sign-in attempts. Please try again in 1 minute.",
      "Too many failed sign-in attempts. Please try again in {minutes} minutes.":
        "Too many failed sign-in attempts. Please try again in {minutes} minutes.",
      // The routes' own messages and toasts
      "Password reset successfully. Please login with your new password.":
        "Password reset successfully. Please login with your new password.",
      "This verification link is not valid or has already been used.":
        "This verification link is not valid or has already been used.",
      "This verification link has expired. Send yourself a new one.":
        "This verification link has expired. Send yourself a new one.",
      "This email is already used by another account": "This email is already used by another account",
      "Email verified successfully": "Email verified successfully",
      "Verification email sent to {email}": "Verification email sent to {email}",
      // app/server/accounts/oauth-flow.server.ts
      "{provider} sign-in was cancelled.": "{provider} sign-in was cancelled.",
      "This account has been deleted.": "This account has been deleted.",
      "Your {provider} account did not share a verified email. Please sign up with your email instead.":
        "Your {provider} account did not share a verified email. Please sign up with your email instead.",
    },
  },
  ta: {
    meta: {
      login: "உள்நுழைக | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      loginDescription:
        "உள்நுழைந்து விருப்பங்களைச் சேமியுங்கள், விற்பவர்களின் எண்களைப் பாருங்கள், கோயம்புத்தூரில் உங்கள் சொத்துக்கு விளம்பரம் இடுங்கள்.",
      signup: "பதிவு செய்க | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      forgot: "கடவுச்சொல் மறந்துவிட்டதா | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      reset: "கடவுச்சொல்லை மாற்றுக | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
      verify: "மின்னஞ்சலைச் சரிபாருங்கள் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்",
    },
    fields: {
      email: "மின்னஞ்சல்",
      password: "கடவுச்சொல்",
      newPassword: "புதிய கடவுச்சொல்",
      confirmPassword: "கடவுச்சொல்லை உறுதிசெய்க",
      phoneOptional: "மொபைல் எண் (கட்டாயமில்லை)",
      accountType: "கணக்கு வகை",
    },
    roles: { buyer: "வாங்குபவர்", seller: "விற்பவர்", both: "வாங்குபவர், விற்பவர் இருவரும்" },
    login: {
      title: "உள்நுழைக",
      subtitle: "விருப்பங்களைச் சேமிக்க, விளம்பரம் இட, விற்பவர்களைத் தொடர்புகொள்ள உள்நுழையுங்கள்.",
      forgot: "கடவுச்சொல் மறந்துவிட்டதா?",
      submit: "உள்நுழைக",
      or: "அல்லது",
      google: "Google மூலம் தொடர்க",
      facebook: "Facebook மூலம் தொடர்க",
      newHere: "புதியவரா?",
      create: "கணக்கு உருவாக்குக",
    },
    pendingFavourite: "“{title}” விளம்பரத்தை உங்கள் விருப்பங்களில் சேமிக்க உள்நுழையுங்கள் அல்லது கணக்கு உருவாக்குங்கள்.",
    signup: {
      title: "பதிவு செய்க",
      subtitle: "உங்கள் சொத்துக்கு விளம்பரம் இட அல்லது பிடித்தவற்றைச் சேமிக்க ஒரு கணக்கு உருவாக்குங்கள்.",
      submit: "பதிவு செய்க",
      haveAccount: "ஏற்கெனவே கணக்கு உள்ளதா?",
      login: "உள்நுழைக",
    },
    forgot: {
      title: "கடவுச்சொல் மறந்துவிட்டதா",
      subtitle: "உங்கள் கணக்கின் மின்னஞ்சலை உள்ளிடுங்கள்; கடவுச்சொல்லை மாற்றுவதற்கான இணைப்பை அனுப்புகிறோம்.",
      submit: "இணைப்பை அனுப்பு",
      remembered: "நினைவுக்கு வந்ததா?",
      back: "உள்நுழைவுக்குத் திரும்பு",
    },
    reset: {
      title: "கடவுச்சொல்லை மாற்றுக",
      subtitle: "குறைந்தது 8 எழுத்துகள் கொண்ட புதிய கடவுச்சொல்லைத் தேர்வு செய்யுங்கள்.",
      newLink: "கடவுச்சொல் மாற்ற புதிய இணைப்பைக் கேளுங்கள்",
      submit: "கடவுச்சொல்லை மாற்று",
    },
    verify: {
      title: "மின்னஞ்சலைச் சரிபாருங்கள்",
      titleError: "மின்னஞ்சல் சரிபார்ப்பு",
      needed:
        "தொடர உங்கள் மின்னஞ்சல் முகவரியைச் சரிபாருங்கள். விளம்பரம் இட, கிரெடிட் வாங்க, விற்பவர்களின் எண்களைப் பார்க்க சரிபார்த்த மின்னஞ்சல் தேவை.",
      ready: "உங்கள் கணக்கு தயார். ",
      sent: "{email} முகவரிக்குச் சரிபார்ப்பு இணைப்பை அனுப்பியுள்ளோம். மின்னஞ்சலைச் சரிபார்க்க அதைத் திறங்கள். அதுவரை விளம்பரங்களைப் பார்க்கலாம், விருப்பங்களைச் சேமிக்கலாம்.",
      resend: "சரிபார்ப்பு மின்னஞ்சலை மீண்டும் அனுப்பு",
      loginFor: "புதிய சரிபார்ப்பு இணைப்பைப் பெற {login}.",
      login: "உள்நுழையுங்கள்",
      continue: "தொடர்ந்து பாருங்கள்",
      outbox: "உள்ளூர் அஞ்சல் பெட்டியைத் திற (உருவாக்கச் சூழல்)",
      confirmTitle: "மின்னஞ்சலை உறுதிசெய்யுங்கள்",
      confirmText: "உங்கள் கோயம்புத்தூர் ப்ராப்பர்டீஸ் கணக்குக்கு இந்த மின்னஞ்சல் முகவரியை உறுதிசெய்ய பொத்தானை அழுத்துங்கள்.",
      confirm: "என் மின்னஞ்சலை உறுதிசெய்",
    },
    said: {
      "Email is required": "மின்னஞ்சல் தேவை",
      "Please enter a valid email": "சரியான மின்னஞ்சலை உள்ளிடுங்கள்",
      "Password is required": "கடவுச்சொல் தேவை",
      "Password must be at least 8 characters": "கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்",
      "Password must be at most 128 characters": "கடவுச்சொல்லில் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்",
      "Please confirm your password": "கடவுச்சொல்லை உறுதிசெய்யுங்கள்",
      "Email must be at least 2 characters": "மின்னஞ்சலில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்",
      "Email must be at most 50 characters": "மின்னஞ்சலில் அதிகபட்சம் 50 எழுத்துகள் இருக்கலாம்",
      "Please enter a valid phone number": "சரியான மொபைல் எண்ணை உள்ளிடுங்கள்",
      "Server Error, Please try again later.": "சர்வர் பிழை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
      "Invalid Request, Please try again later.": "தவறான கோரிக்கை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
      "Invalid email or password": "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு",
      "User not found, Please sign up.": "இந்த மின்னஞ்சலில் கணக்கு இல்லை. பதிவு செய்யுங்கள்.",
      "Password Mismatch, Please try again.": "கடவுச்சொற்கள் பொருந்தவில்லை. மீண்டும் முயலுங்கள்.",
      "Invalid Role, Please try again.": "தவறான கணக்கு வகை. மீண்டும் முயலுங்கள்.",
      "User already exists, Login to continue.": "இந்த மின்னஞ்சலில் ஏற்கெனவே கணக்கு உள்ளது. தொடர உள்நுழையுங்கள்.",
      "Email not verified, Please verify your email.": "மின்னஞ்சல் சரிபார்க்கப்படவில்லை. உங்கள் மின்னஞ்சலைச் சரிபாருங்கள்.",
      "Invalid Token, Please try again later.": "இந்த இணைப்பு செல்லாது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
      "Expired Token, Request a new password reset.":
        "இந்த இணைப்பின் காலம் முடிந்துவிட்டது. கடவுச்சொல் மாற்ற புதிய இணைப்பைக் கேளுங்கள்.",
      "User not found, Please try again.": "கணக்கு கிடைக்கவில்லை. மீண்டும் முயலுங்கள்.",
      "Too many emails sent. Please try again in a few minutes.":
        "நிறைய மின்னஞ்சல்கள் அனுப்பப்பட்டுவிட்டன. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.",
      "Check your email for a password reset link. If it doesn't appear in your inbox, check your spam folder.":
        "கடவுச்சொல் மாற்றும் இணைப்புக்கு உங்கள் மின்னஞ்சலைப் பாருங்கள். இன்பாக்ஸில் இல்லையென்றால் ஸ்பேம் கோப்புறையைப் பாருங்கள்.",
      "Password reset failed. Please try again later.": "கடவுச்சொல்லை மாற்ற முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
      "Too many failed sign-in attempts. Please try again in 1 minute.":
        "பலமுறை தவறாக உள்நுழைய முயன்றுவிட்டீர்கள். 1 நிமிடம் கழித்து மீண்டும் முயலுங்கள்.",
      "Too many failed sign-in attempts. Please try again in {minutes} minutes.":
        "பலமுறை தவறாக உள்நுழைய முயன்றுவிட்டீர்கள். {minutes} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.",
      "Password reset successfully. Please login with your new password.":
        "கடவுச்சொல் மாற்றப்பட்டது. புதிய கடவுச்சொல்லுடன் உள்நுழையுங்கள்.",
      "This verification link is not valid or has already been used.":
        "இந்தச் சரிபார்ப்பு இணைப்பு செல்லாது, அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது.",
      "This verification link has expired. Send yourself a new one.":
        "இந்தச் சரிபார்ப்பு இணைப்பின் காலம் முடிந்துவிட்டது. புதிய இணைப்பை அனுப்பிக்கொள்ளுங்கள்.",
      "This email is already used by another account": "இந்த மின்னஞ்சல் வேறொரு கணக்கில் பயன்பாட்டில் உள்ளது",
      "Email verified successfully": "மின்னஞ்சல் சரிபார்க்கப்பட்டது",
      "Verification email sent to {email}": "சரிபார்ப்பு மின்னஞ்சல் {email} முகவரிக்கு அனுப்பப்பட்டது",
      "{provider} sign-in was cancelled.": "{provider} மூலம் உள்நுழைவது ரத்து செய்யப்பட்டது.",
      "This account has been deleted.": "இந்தக் கணக்கு நீக்கப்பட்டுவிட்டது.",
      "Your {provider} account did not share a verified email. Please sign up with your email instead.":
        "உங்கள் {provider} கணக்கு சரிபார்த்த மின்னஞ்சலைப் பகிரவில்லை. உங்கள் மின்னஞ்சல் மூலம் பதிவு செய்யுங்கள்.",
    },
  },
});
