import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { CloseIcon } from "~/components/icons";
import type { AllMessages } from "~/messages/catalogues.server";
import { currentPath, useHydrated } from "./use-hydrated";

/** Shown while no cookieConsent cookie exists; slides out to the right on any choice. */
export function CookieBanner({ t }: { t: AllMessages["layout"]["cookies"] }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const [gone, setGone] = useState(false);
  if (gone) return null;
  return (
    <section
      className={`cookie-banner${leaving ? " cookie-banner-leaving" : ""}`}
      aria-label={t.label}
      onAnimationEnd={() => leaving && setGone(true)}
    >
      <p>
        {t.text} <Link to="/privacy-policy">{t.privacy}</Link>.
      </p>
      <fetcher.Form
        method="post"
        action="/preferences"
        className="cookie-banner-actions"
        onSubmit={() => setLeaving(true)}
      >
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="redirectTo" value={currentPath(location)} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button type="submit" name="consent" value="accept" className="btn btn-solid">
          {t.accept}
        </button>
        <button type="submit" name="consent" value="decline" className="btn btn-soft">
          {t.decline}
        </button>
        <button type="submit" name="consent" value="dismiss" className="btn btn-ghost btn-icon" aria-label={t.close}>
          <CloseIcon />
        </button>
      </fetcher.Form>
    </section>
  );
}
