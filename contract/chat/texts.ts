/** The chat widget's texts, limits and small enumerations: plain values (no zod), so the widget
 * that every page carries can import them without the schema library. Re-exported by session.ts. */
import { CHAT_BRAND, CHAT_TITLE } from "./title.ts";

export { CHAT_BRAND };
export const INITIAL_GREETING_ID = "initial-greeting-static";

/** Usage limits of the concierge, promised in the greeting. */
export const CHAT_LIMITS = {
  /** Visitor messages per conversation per day (UTC). */
  perSessionPerDay: 40,
  /** Visitor messages per client address per day (UTC), across conversations. */
  perAddressPerDay: 150,
  /** Visitor messages per conversation per minute, against floods. */
  perSessionPerMinute: 8,
  /** Longest visitor message. */
  messageMax: 2_000,
  /** Earlier messages sent to the model as history. */
  historyMessages: 30,
  /** Live event streams one client address may hold open at once (a household or office shares one). */
  openStreamsPerAddress: 30,
} as const;

/** The chat's texts (greeting, fallbacks, AI errors), shown as they are by the server and the widget. */
export const CHAT_TEXTS = {
  title: CHAT_TITLE,
  greeting:
    `Welcome to ${CHAT_BRAND}. I am your travel concierge: ask me about destinations, curated packages and ` +
    `experiences, and I will point you to the right ones. For bookings and prices, our consultants answer every ` +
    `inquiry within 24 hours. Please note the AI's daily usage limits: up to ${CHAT_LIMITS.perSessionPerDay} ` +
    `messages per conversation and ${CHAT_LIMITS.perAddressPerDay} per connection each day.`,
  capacityBanner: "AI service temporarily at capacity - using fallback response...",
  fallbackMessages: [
    "Our AI concierge is temporarily unavailable, but our human travel consultants are here for you. " +
    "Please leave your question here or use the contact page, and a consultant will reply within 24 hours.",
    "The AI assistant is resting for a moment. One of our travel consultants will follow up on your message; " +
    "for anything urgent, please reach us through the contact page.",
    "Our AI service is busy right now. Your message is saved and our human consultants will get back to you " +
    "shortly. You can also send an inquiry from any package or activity page.",
  ],
  authError: "The AI service is currently unavailable due to configuration issues. Please contact support.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  networkError: "Unable to connect to AI service. Please check your internet connection and try again.",
  invalidRequest: "Invalid request to AI service. Please try a different message.",
  otherErrorBannerPrefix: "AI Error: ",
  otherErrorMessage:
    "Sorry, I encountered an issue while answering. Please try again in a moment, or leave your question and a " +
    "consultant will follow up.",
  emptyReply: "Received an empty response.",
  missingSession: "Chat session is not initialized. Please reopen the chat window.",
  initFailed: "Could not initialize AI chat... Please close the chat and try again.",
  interrupted: "This answer was interrupted before it finished.",
  consultantFollowUp: "A consultant will follow up on anything else you need.",
  dailyLimit:
    `You have reached today's limit of ${CHAT_LIMITS.perSessionPerDay} messages for this conversation. ` +
    "Please come back tomorrow, or reach our consultants through the contact page.",
  addressLimit:
    "Today's chat limit for your connection has been reached. Please come back tomorrow, or reach our consultants " +
    "through the contact page.",
  notModel: "Only our consultants can answer in the chat.",
  sessionNotFound: "Chat session not found.",
  ended: "This conversation has ended. Please start a new one to write again.",
  invalidSessionId: "This chat session id is not valid. Please reopen the chat window.",
} as const;

/**
 * Who wrote a message. `role` is the model API's "user"/"model"; `author` tells the widget and staff
 * which kind of answer it was: the AI model, the catalogue concierge (used when no AI key is set),
 * a consultant, or a system notice (fallbacks and error texts, never sent to the model as history).
 */
export const CHAT_AUTHORS = ["visitor", "ai", "catalogue", "consultant", "system"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** Who answers a session's visitor messages: the AI (or catalogue concierge) or a consultant. */
export const CHAT_HANDLERS = ["ai", "consultant"] as const;
export type ChatHandler = (typeof CHAT_HANDLERS)[number];
