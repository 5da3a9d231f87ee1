// Whether the browser can give maplibre a WebGL context (headless or old devices may not). Kept
// apart from the map modules so a page can ask before it downloads maplibre.
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}
