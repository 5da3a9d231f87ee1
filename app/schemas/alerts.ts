// Alert forms (docs/product.md#alerts). The unsubscribe page's button posts exactly what an RFC
// 8058 mail client posts, so both reach the same action the same way.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";

export const oneClickUnsubscribeSchema = z.object({
  "List-Unsubscribe": z.literal("One-Click", { error: "This link does not work." }),
});
