// Whether the browser can give maplibre the WebGL2 context it needs (maplibre-gl 6 has no WebGL1
// path; headless or old devices may have neither). Kept apart from the map modules so a page can
// ask before it downloads maplibre. The test context is given back at once: until it is
// collected it holds a context in the GPU process, and browsers keep only a few.
export function webglAvailable(): boolean {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}
