/** Inquiries about a package, an activity or a VIP service: form payload, stored inquiry, status. */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryType, VIP_SERVICES } from "./enums.ts";
import { SITE_LANGUAGES } from "./languages.ts";
import { LIMITS } from "./limits.ts";
import { emailSchema, phoneNumber, requiredText } from "./fields.ts";
import { leadOrigin, storedLeadFacts } from "./lead-facts.ts";

/** What a VIP service inquiry stores when the traveller asked nothing in particular. */
export const VIP_DEFAULT_QUESTIONS = "No specific questions.";
const NOT_APPLICABLE = "N/A";

/** How each type is named to people (desk, emails, CSV). */
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  package: "Package",
  activity: "Activity",
  vip_service: "VIP Service",
};

export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "./idempotency.ts";

const VIP_SERVICE_NAMES: readonly string[] = VIP_SERVICES.map((service) => service.name);

export const inquiryInput = z.object({
  type: z.enum(INQUIRY_TYPES, { error: "Inquiry type must be package, activity or vip_service." }),
  itemId: z.string().trim().max(64).optional(),
  itemName: requiredText("Item name is required."),
  userName: requiredText("Name is required."),
  userEmail: emailSchema(),
  userPhone: phoneNumber("Phone is required."),
  numPeople: z.union([z.string(), z.number()]).optional(),
  preferredDates: z.string().trim().max(LIMITS.shortText).optional(),
  specialRequests: z.string().trim().max(LIMITS.longText).optional(),
  origin: leadOrigin.optional(),
}).transform((value, ctx) => {
  if (value.type === "vip_service") {
    if (!VIP_SERVICE_NAMES.includes(value.itemName)) {
      ctx.addIssue({ code: "custom", path: ["itemName"], message: "Please choose one of our VIP services." });
    }
    return {
      type: value.type,
      itemId: undefined,
      itemName: value.itemName,
      userName: value.userName,
      userEmail: value.userEmail,
      userPhone: value.userPhone,
      numPeople: NOT_APPLICABLE,
      preferredDates: NOT_APPLICABLE,
      specialRequests: value.specialRequests || VIP_DEFAULT_QUESTIONS,
      ...(value.origin ? { origin: value.origin } : {}),
    };
  }
  if (!value.itemId) ctx.addIssue({ code: "custom", path: ["itemId"], message: "Item id is required." });
  const raw = typeof value.numPeople === "string" ? value.numPeople.trim() : value.numPeople;
  const people = Number(raw);
  if (raw === undefined || raw === "" || !Number.isInteger(people) || people < LIMITS.numPeopleMin || people > LIMITS.numPeopleMax) {
    ctx.addIssue({
      code: "custom",
      path: ["numPeople"],
      message: `Number of people must be a whole number from ${LIMITS.numPeopleMin} to ${LIMITS.numPeopleMax}.`,
    });
  }
  return {
    type: value.type,
    itemId: value.itemId,
    itemName: value.itemName,
    userName: value.userName,
    userEmail: value.userEmail,
    userPhone: value.userPhone,
    numPeople: String(people),
    preferredDates: value.preferredDates ?? "",
    specialRequests: value.specialRequests ?? "",
    ...(value.origin ? { origin: value.origin } : {}),
  };
});
export type InquiryInput = z.input<typeof inquiryInput>;
export type InquiryData = z.output<typeof inquiryInput>;

/**
 * What happened to the two emails of an inquiry: sent after the inquiry was stored, never before;
 * a confirmation is `skipped` when its address already had the day's confirmations.
 */
const MAIL_STATES = ["pending", "sent", "failed", "skipped"] as const;
export type MailState = (typeof MAIL_STATES)[number];

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
  /** The member who was logged in when it was sent (from the token, never from the body). */
  userId: z.string().optional(),
  /** Delivery of the traveller's confirmation and of the staff notification. */
  mail: z.object({ confirmation: z.enum(MAIL_STATES), staff: z.enum(MAIL_STATES) }).optional(),
  /** The language the traveller used (their request's, or a member's own): the confirmation is written in it. */
  language: z.enum(SITE_LANGUAGES).optional(),
  /** The consultant (an administrator) who looks after it; absent when nobody does. */
  assignee: z.object({ id: z.string(), name: z.string() }).optional(),
  /**
   * Awaiting our reply: when the first of the traveller's messages since the last consultant's reply
   * was sent (absent when nothing waits). Set by a traveller's message, cleared by a reply, in the
   * message's own commit.
   */
  awaitingSince: z.string().optional(),
  /** The traveller's messages staff have not opened yet (opening the inquiry on the desk, or a reply, reads them). */
  unread: z.number().int().optional(),
  /** When staff last changed its status (absent on inquiries whose status nobody changed since this was kept). */
  statusChangedAt: z.string().optional(),
  /** When staff first replied on its thread (a status set by hand or a proposal sent counts for the lead's stage, from its time). */
  firstResponseAt: z.string().optional(),
  /** The lead's facts beyond its status: Lost (staff), payments and the trip's dates (contract/leads.ts). */
  lead: storedLeadFacts.optional(),
  /** Where it came from: the first page's UTM parameters and referrer, as the form sent them. */
  origin: leadOrigin.optional(),
});
export type Inquiry = z.infer<typeof inquiry>;

/** How an inquiry has moved, as the desk's list answers it: worked out from its thread, never stored. */
export const inquiryActivity = z.object({
  /** The latest of its arrival, its messages (replies, the traveller's, notes) and its last status change. */
  lastActivityAt: z.string(),
  /** When staff first replied to the traveller; absent while nobody has. */
  firstResponseAt: z.string().optional(),
});
export type InquiryActivity = z.infer<typeof inquiryActivity>;
/** An inquiry in the desk's list (`GET /api/inquiries`). */
export const deskInquiry = inquiry.extend(inquiryActivity.shape);
export type DeskInquiry = z.infer<typeof deskInquiry>;
export const inquiryStatusInput = z.object({ status: z.enum(INQUIRY_STATUSES, { error: `Status must be one of: ${INQUIRY_STATUSES.join(", ")}.` }) });
