// How the browser tests start Chromium: playwright.config.ts's projects, and the specs that need
// their own launch options (one place for the flags, so a spec's browser is the projects' browser
// plus what it says).
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * Debian's Chromium; Playwright's browser download is not used. The old headless shell
 * (`apt-get install chromium-headless-shell`, what Playwright itself runs headless) when it is
 * there: the full browser's new headless mode also runs the browser's own UI, and the same 81
 * tests took 5.7 minutes with it against 3.8 (decision 0043). The full browser otherwise.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium";
}

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The same browser without loading pictures, for specs about markup, layout of text and controls,
 * and behaviour: decoding the listings' photos is about a third of a photo page's load in a
 * fresh context, and these specs never look at a picture (decision 0042). Boxes keep their CSS
 * sizes; `alt` and the `<img>` elements are still there for axe. A spec that checks a picture
 * (the gallery, a portrait photo, layout shift) keeps the projects' browser.
 */
export const CHROMIUM_LAUNCH_WITHOUT_PICTURES: LaunchOptions = {
  ...CHROMIUM_LAUNCH,
  args: [
    ...(CHROMIUM_LAUNCH.args ?? []),
    // Chromium keeps the last --blink-settings: Playwright's own headless settings (hover and
    // pointer, which media queries read) are repeated before ours.
    "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4,imagesEnabled=false",
  ],
};
