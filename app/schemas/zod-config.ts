// Imported first by every module that builds a schema: the bundler may put schemas in a chunk
// that runs before any other, so one import in app/root.tsx would not be enough (and would load
// zod on pages that use no schema in the browser). Our CSP has no 'unsafe-eval': zod would
// otherwise probe `new Function` when the first object schema is created, and the browser
// reports that (caught, harmless) attempt as a CSP violation. Parsing then runs without zod's
// JIT, as it does on Workers anyway.
import { z } from "zod";

z.config({ jitless: true });
