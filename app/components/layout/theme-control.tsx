import { useFetcher, useHref, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { THEME_STORAGE_KEY, toggledTheme, type ResolvedTheme, type Theme } from "~/domain/preferences";
import { MoonIcon, SunIcon } from "~/components/icons";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { currentPath, useHydrated } from "./use-hydrated";

type ThemeWords = AllMessages["layout"]["theme"];

function paint(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove("light", "dark", "system");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

function store(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage may be blocked */
  }
}

/** Applies a theme to <html> at once (the cookie makes the next server render match). */
export function applyTheme(theme: ResolvedTheme) {
  paint(theme);
  store(theme);
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * While the choice is "system", follows the device's dark mode live (a phone switching at
 * sunset), without a reload. Returns the colours shown now.
 */
function useFollowSystem(theme: Theme, hydrated: boolean): ResolvedTheme | null {
  const [systemDark, setSystemDark] = useState<boolean | null>(null);
  useEffect(() => {
    if (theme !== "system") return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => {
      paint(media.matches ? "dark" : "light");
      setSystemDark(media.matches);
    };
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);
  if (theme !== "system" || !hydrated) return null;
  return (systemDark ?? resolvedNow() === "dark") ? "dark" : "light";
}

function resolvedNow(): ResolvedTheme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The top-bar control toggles between light and dark; a plain form post without JavaScript. */
export function ThemeToggle({ theme, t }: { theme: Theme; t: ThemeWords }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const system = useFollowSystem(theme, hydrated);
  const pending = fetcher.formData?.get("theme");
  const shown: ResolvedTheme =
    pending === "light" || pending === "dark" ? pending : theme === "system" ? (system ?? "light") : theme;
  const next = toggledTheme(shown === "dark" ? "dark" : "light");
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      onSubmit={(event) => {
        event.preventDefault();
        applyTheme(next);
        fetcher.submit({ intent: "theme", theme: next, js: "1" }, { method: "post", action: "/preferences" });
      }}
    >
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="theme" value="toggle" />
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
      <button
        type="submit"
        className="icon-button"
        aria-label={fill(t.toggle, { theme: t[next] })}
        title={fill(t.toggle, { theme: t[next] })}
      >
        {shown === "dark" ? <SunIcon /> : <MoonIcon />}
      </button>
    </fetcher.Form>
  );
}

/**
 * Light / Dark / System choice (footer); a plain form post (the cookie), and with JavaScript the
 * choice also goes to local storage, like the top-bar toggle's.
 */
export function ThemeChoice({ theme, t }: { theme: Theme; t: ThemeWords }) {
  const location = useLocation();
  // A plain form: its action carries the page's language prefix, so the answer comes back to it.
  const action = useHref("/preferences");
  // The cookie is the truth (a choice made before the page hydrated, or without JavaScript,
  // reaches only the cookie): mirror it into local storage on every page.
  useEffect(() => store(theme), [theme]);
  return (
    <form method="post" action={action} className="theme-choice" aria-label={t.choice}>
      <input type="hidden" name="intent" value="theme" />
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
      <span>{t.choiceLabel}</span>
      {(["light", "dark", "system"] as const).map((choice) => (
        <button
          key={choice}
          type="submit"
          name="theme"
          value={choice}
          aria-pressed={theme === choice}
          className="link-button"
        >
          {choice === "light" ? t.Light : choice === "dark" ? t.Dark : t.System}
        </button>
      ))}
    </form>
  );
}

/**
 * Runs before paint: resolves "system" so the first frame already has the right colours. It drops
 * the server's `system` class, whose CSS (system-dark.css) is for pages without JavaScript. It
 * reads the `data-theme` the server rendered from the cookie, never local storage: the cookie is
 * the truth (ThemeToggle mirrors it into storage), and a first read of local storage holds up the
 * parser while the browser opens it (23 ms in a fresh Chromium profile, decision 0053).
 */
export function themeBootScript() {
  return `(function(){try{var d=document.documentElement;var t=d.getAttribute("data-theme");if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.remove("light","dark","system");d.classList.add(t);d.style.colorScheme=t}catch(e){}})();`;
}
