/** Chat sessions and messages (spec sections 3, 7). */
import { z } from "zod";
import { CHAT_ROLES, CHAT_STATUSES } from "./enums.ts";
import { LIMITS } from "./limits.ts";

export const INITIAL_GREETING_ID = "initial-greeting-static";
export const chatMessage = z.object({
  id: z.string(),
  text: z.string(),
  role: z.enum(CHAT_ROLES),
  timestamp: z.string(),
  /** Who wrote a model-side message: the AI, the catalogue concierge (no key) or a consultant. */
  author: z.enum(["ai", "catalogue", "consultant", "visitor"]).optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatSession = z.object({
  sessionId: z.string(),
  status: z.enum(CHAT_STATUSES),
  messages: z.array(chatMessage),
  startTimestamp: z.string(),
  lastActivityTimestamp: z.string(),
});
export type ChatSession = z.infer<typeof chatSession>;
export const chatSummary = chatSession.omit({ messages: true }).extend({
  userName: z.string().optional(),
  userEmail: z.string().optional(),
});
export const chatMessageInput = z.object({
  text: z.string().trim().min(1, "Message is empty.").max(LIMITS.longText),
  role: z.enum(CHAT_ROLES).default("user"),
  timestamp: z.string().optional(),
});
export const chatStatusInput = z.object({ status: z.enum(CHAT_STATUSES) });
