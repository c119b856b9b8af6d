/** Bespoke trip ideas (spec sections 3, 7). */
import { z } from "zod";
import { BESPOKE_STATUSES, TRIP_DURATIONS } from "./enums.ts";
import { requiredText } from "./fields.ts";
import { LIMITS } from "./limits.ts";

export const requestDetails = z.object({
  destinationType: requiredText("Destination type is required."),
  travelStyle: requiredText("Travel style is required."),
  interests: requiredText("Interests are required.", LIMITS.longText),
  duration: z.enum(TRIP_DURATIONS).default("1 week"),
  budget: z.string().trim().max(LIMITS.shortText).default("Premium Comfort"),
});
export const generatedIdea = z.object({ title: z.string().max(LIMITS.shortText), description: z.string().max(LIMITS.longText) });
export const bespokeInput = z.object({ requestDetails, generatedIdea: generatedIdea.optional() });
export const bespokeSubmission = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  submissionDate: z.string(),
  status: z.enum(BESPOKE_STATUSES),
  requestDetails,
  generatedIdea,
});
export type BespokeSubmission = z.infer<typeof bespokeSubmission>;
export const bespokeStatusInput = z.object({ status: z.enum(BESPOKE_STATUSES) });
