// "Request a call back" (docs/product.md#admin): the public form on the listing page and in the
// footer, and the admin's status select of the Quick enquiries tab.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { QUICK_ENQUIRY_STATUSES } from "~/domain/catalog";
import { requiredPhoneSchema } from "./phone";

export const QUICK_ENQUIRY_MESSAGES = {
  name: "Please enter your name",
  message: "Please keep the message under 500 characters",
  sent: "Thank you! We will call you back soon.",
  tooMany: "Too many call-back requests from this connection. Please try again later.",
  statusUpdated: "Status updated successfully",
  statusFailed: "Failed to update status",
  deleted: "Enquiry deleted successfully",
  deleteFailed: "Failed to delete enquiry",
} as const;

/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";

export const quickEnquirySchema = z.object({
  name: z
    .string({ error: QUICK_ENQUIRY_MESSAGES.name })
    .trim()
    .min(2, QUICK_ENQUIRY_MESSAGES.name)
    .max(60, QUICK_ENQUIRY_MESSAGES.name),
  phone: requiredPhoneSchema,
  message: z.string().trim().max(500, QUICK_ENQUIRY_MESSAGES.message).optional(),
  [HONEYPOT_FIELD]: z.string().optional(),
});

export const quickEnquiryStatusSchema = z.object({
  status: z.enum(QUICK_ENQUIRY_STATUSES, { error: QUICK_ENQUIRY_MESSAGES.statusFailed }),
});
