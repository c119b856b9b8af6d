/** Inquiries about a package, an activity or a VIP service (spec sections 3, 5, 7). */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { emailSchema, requiredText } from "./fields.ts";

export const VIP_DEFAULT_QUESTIONS = "No specific questions.";
export const NOT_APPLICABLE = "N/A";

export const inquiryInput = z.object({
  type: z.enum(INQUIRY_TYPES, { error: "Inquiry type must be package, activity or vip_service." }),
  itemId: z.string().trim().max(64).optional(),
  itemName: requiredText("Item name is required."),
  userName: requiredText("Name is required."),
  userEmail: emailSchema(),
  userPhone: requiredText("Phone is required.", 40),
  numPeople: z.union([z.string(), z.number()]).optional(),
  preferredDates: z.string().trim().max(LIMITS.shortText).optional(),
  specialRequests: z.string().trim().max(LIMITS.longText).optional(),
}).transform((value, ctx) => {
  if (value.type === "vip_service") {
    return {
      ...value,
      itemId: undefined,
      numPeople: NOT_APPLICABLE,
      preferredDates: NOT_APPLICABLE,
      specialRequests: value.specialRequests || VIP_DEFAULT_QUESTIONS,
    };
  }
  if (!value.itemId) ctx.addIssue({ code: "custom", path: ["itemId"], message: "Item id is required." });
  const people = Number(value.numPeople);
  if (value.numPeople === undefined || value.numPeople === "" || !Number.isInteger(people) || people < LIMITS.numPeopleMin || people > 1000) {
    ctx.addIssue({ code: "custom", path: ["numPeople"], message: "Number of people must be a whole number of at least 1." });
  }
  return { ...value, numPeople: String(people), preferredDates: value.preferredDates ?? "", specialRequests: value.specialRequests ?? "" };
});
export type InquiryInput = z.input<typeof inquiryInput>;

export const inquiry = z.object({
  id: z.string(),
  type: z.enum(INQUIRY_TYPES),
  itemId: z.string().optional(),
  itemName: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string(),
  numPeople: z.string(),
  preferredDates: z.string(),
  specialRequests: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  submissionDate: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;
export const inquiryStatusInput = z.object({ status: z.enum(INQUIRY_STATUSES, { error: "Status must be New, Viewed or Responded." }) });
