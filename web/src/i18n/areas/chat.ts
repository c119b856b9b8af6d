/** The chat window's texts (the conversation, its end and transcript, asking for a consultant): a message area. */
import english from "../locales/chat/en.json";
import { messageArea } from "../message-area.ts";

export const chatMessages = messageArea(english, {
  ar: () => import("../locales/chat/ar.json"),
  es: () => import("../locales/chat/es.json"),
  fr: () => import("../locales/chat/fr.json"),
  de: () => import("../locales/chat/de.json"),
  it: () => import("../locales/chat/it.json"),
  pt: () => import("../locales/chat/pt.json"),
});

/** The chat window's translation function in the language shown. */
export const useChatT = chatMessages.useT;
