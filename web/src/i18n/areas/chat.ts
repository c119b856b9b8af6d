/** The chat window's texts (the conversation, its end and transcript, asking for a consultant): a message area. */
import english from "@locales/en/chat.json";
import { messageArea } from "../message-area.ts";

export const chatMessages = messageArea(english, {
  ar: () => import("@locales/ar/chat.json"),
  es: () => import("@locales/es/chat.json"),
  fr: () => import("@locales/fr/chat.json"),
  de: () => import("@locales/de/chat.json"),
  it: () => import("@locales/it/chat.json"),
  pt: () => import("@locales/pt/chat.json"),
});

/** The chat window's translation function in the language shown. */
export const useChatT = chatMessages.useT;
