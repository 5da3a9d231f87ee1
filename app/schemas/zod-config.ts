// Imported first by app/root.tsx, before any schema is built. Our CSP has no 'unsafe-eval':
// zod would otherwise probe `new Function` when the first object schema is created, and the
// browser reports that (caught, harmless) attempt as a CSP violation. Parsing then runs
// without zod's JIT, as it does on Workers anyway.
import { z } from "zod";

z.config({ jitless: true });
