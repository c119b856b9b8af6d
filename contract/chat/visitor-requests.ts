/**
 * A conversation that follows the visitor: ending it, its transcript by email, the member's open
 * conversation on every device, a conversation started anonymously kept after logging in, and
 * asking for a consultant (who may be away from the desk).
 */
import { z } from "zod";
import { leadOrigin } from "../lead-facts.ts";
import { chatSession } from "./session.ts";
import { CHAT_HANDLERS } from "./texts.ts";
import { CHAT_STATUSES } from "../enums.ts";
import { emailSchema } from "../fields.ts";
import { CHAT_FOLLOW_RULES } from "./rules.ts";

export * from "./rules.ts";

/** `POST /api/chat/sessions/{id}/transcript`: where to send it; `continueByEmail` also hands it to the team. */
export const chatTranscriptInput = z.object({
  email: emailSchema(),
  continueByEmail: z.boolean().default(false),
});
export type ChatTranscriptInput = z.input<typeof chatTranscriptInput>;

export const chatTranscriptAnswer = z.object({ sent: z.literal(true), messageCount: z.number() });
export type ChatTranscriptAnswer = z.infer<typeof chatTranscriptAnswer>;

/** `POST /api/chat/sessions/{id}/end`. */
export const chatEndAnswer = z.object({ status: z.enum(CHAT_STATUSES), lastActivityTimestamp: z.string() });
export type ChatEndAnswer = z.infer<typeof chatEndAnswer>;

/**
 * `POST /api/chat/sessions/{id}/consultant`: the conversation waits for a person. `available`: a
 * consultant was active in the desk in the last `CHAT_FOLLOW_RULES.deskActiveMinutes`; otherwise
 * `answerBy` is when the team will have answered.
 */
export const consultantRequestAnswer = z.object({
  available: z.boolean(),
  answerBy: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
  handler: z.enum(CHAT_HANDLERS),
});
export type ConsultantRequestAnswer = z.infer<typeof consultantRequestAnswer>;

/** `POST .../consultant`'s optional body: where the visitor came from (the lead's source). */
export const consultantRequestInput = z.object({ origin: leadOrigin.optional() });

/** `GET /api/chat/mine`: the member's open conversation, or null. */
export const openChatAnswer = chatSession.nullable();

export { CHAT_FOLLOW_RULES };
