import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "@remix-run/react";
import { Theme } from "@radix-ui/themes";
import { useEffect } from "react";
// Radix Themes in parts: base tokens, only the colour scales the app uses (gray/slate, the teal
// accent, and the badge and message colours), the components it renders (vite.config.ts prunes
// the rest) and the layout utilities. Keep in step with the color props used in app/.
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/gray.css";
import "@radix-ui/themes/tokens/colors/slate.css";
import "@radix-ui/themes/tokens/colors/teal.css";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/green.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";
import "~/styles/app.css";
import "~/styles/system-dark.css";
import "~/styles/components.css";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { Footer } from "~/components/layout/footer";
import { LoadingIndicator } from "~/components/layout/loading-indicator";
import { markPageHydrated } from "~/components/layout/use-hydrated";
import { useNonce } from "~/components/layout/nonce";
import { themeBootScript } from "~/components/layout/theme-control";
import { ToastArea, ToastProvider } from "~/components/layout/toasts";
import { TopBar } from "~/components/layout/top-bar";
import { HTML_LANG, langOfPath } from "~/domain/language";
import { messagesFor, say } from "~/messages/catalogues.server";
import { FavouritesMenu } from "~/components/favourites-menu";
import { revalidateUnlessUnsent } from "~/components/forms/unsent";
import { CompactSearch } from "~/components/filters/compact-search";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UserMenu } from "~/components/user-menu";
import { getDb, getEnv, publicSettings } from "~/server/platform/context.server";
import { getFavouritesSummary } from "~/server/listings/favourites.server";
import { imageUrl } from "~/server/photos/urls.server";
import { readPreferences } from "~/server/accounts/preferences.server";
import { getOptionalUser, staleSessionClear } from "~/server/accounts/session.server";
import { readToast } from "~/server/http/toast.server";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = getEnv(context);
  const user = await getOptionalUser(request, context);
  const { toast, clear } = await readToast(request, context);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  const staleSession = await staleSessionClear(request, context, user);
  if (staleSession) headers.append("Set-Cookie", staleSession);
  const prefs = readPreferences(request);
  const favourites = user ? await getFavouritesSummary(getDb(context), user.id) : [];
  const profileImageUrl = user?.profileImage ? imageUrl(user.profileImage) : null;
  // The URL's language (docs/product.md#languages); the frame's and the list's words in it only.
  const lang = langOfPath(new URL(request.url).pathname);
  return data(
    {
      lang,
      messages: messagesFor(lang, ["layout", "listings", "saved"]),
      user,
      favourites,
      profileImageUrl,
      // Actions set toasts in English; they read in the page's language (decision 0052).
      toast: toast && { ...toast, message: say(lang, toast.message) },
      theme: prefs.theme,
      consent: prefs.consent,
      settings: publicSettings(env),
    },
    { headers },
  );
}

// A form whose post never reached the server (offline) changed nothing: reloading the header's
// data would fail too and replace the page with the error screen (~/components/forms/unsent).
export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessUnsent;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const site = data?.messages.layout.site;
  return site ? [{ title: site.title }, { name: "description", content: site.description }] : [];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const theme = root?.theme ?? "system";
  const lang = root?.lang ?? "en";
  // "system": dark tokens under a prefers-color-scheme query until the boot script resolves it.
  const cls = theme === "system" ? (root ? "system" : undefined) : theme;
  const nonce = useNonce();
  return (
    <html
      lang={HTML_LANG[lang]}
      className={cls}
      data-theme={root ? theme : ""}
      style={cls && cls !== "system" ? { colorScheme: cls } : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The script runs once, from the server's HTML; the browser's render leaves it as it is (as
            Remix's own <Scripts> does), so its text is not in the page's JavaScript too. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by the CSP nonce
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeBootScript() : " " }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <Theme accentColor="teal" grayColor="slate" radius="medium" hasBackground>
          {children}
        </Theme>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, favourites, profileImageUrl, toast, theme, consent, settings, lang, messages } =
    useRouteLoaderData<typeof loader>("root")!;
  const t = messages.layout;
  useMarkHydrated();
  return (
    <ToastProvider serverToast={toast}>
      <div className="site">
        <a href="#main" className="skip-link">
          {t.skipLink}
        </a>
        <TopBar
          user={user}
          theme={theme}
          lang={lang}
          t={t}
          search={<CompactSearch id="top-search" />}
          favourites={user ? <FavouritesMenu favourites={favourites} /> : null}
          userMenu={<UserMenu user={user} profileImageUrl={profileImageUrl} />}
        />
        <main id="main" className="site-main">
          <Outlet />
        </main>
        <Footer whatsappNumber={settings.whatsappNumber} theme={theme} lang={lang} t={t} />
      </div>
      {/* Toasts stack above the cookie banner in one dock, so neither ever covers the other. */}
      <div className="bottom-dock">
        <ToastArea t={t.toasts} />
        {consent === null ? <CookieBanner t={t.cookies} /> : null}
      </div>
      <LoadingIndicator label={t.loading} />
    </ToastProvider>
  );
}

/**
 * `<html data-hydrated>` once React runs the page, an error page too (its islands may hydrate
 * later: island.tsx); the browser tests wait for it before using what only works with JavaScript.
 */
function useMarkHydrated() {
  useEffect(markPageHydrated, []);
}

export function ErrorBoundary() {
  useMarkHydrated();
  return (
    <div className="site">
      <main id="main" className="site-main">
        <GeneralErrorBoundary />
      </main>
    </div>
  );
}
