// Sharp street tiles for dense screens, once the page has loaded (decision 0050, docs/product.md
// #the-server-map). The server map's first screen of tiles is the page's largest paint: at 256 px
// the phone gets it three times sooner than with the provider's 512 px `@2x` twins, which then
// replace them (the browser keeps the soft tile on screen until the sharp one has arrived).
// Nothing to do for a provider without `@2x` tiles, or when the visitor asked to save data.
import { useEffect, useState } from "react";

type Connection = { saveData?: boolean };

/** True once the page has loaded, when `offered` and the browser is not saving data. */
export function useSharpTiles(offered: boolean): boolean {
  const [sharp, setSharp] = useState(false);
  useEffect(() => {
    if (!offered || (navigator as Navigator & { connection?: Connection }).connection?.saveData) return;
    const go = () => setSharp(true);
    if (document.readyState === "complete") {
      go();
      return;
    }
    window.addEventListener("load", go, { once: true });
    return () => window.removeEventListener("load", go);
  }, [offered]);
  return sharp;
}
