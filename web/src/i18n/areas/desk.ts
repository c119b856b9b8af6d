/** The staff desks' texts (inquiries, bespoke requests, live chats, users and the user wizard): a message area. */
import english from "@locales/en/desk.json";
import { messageArea, useAreaErrors, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const deskMessages = messageArea(english, {
  ar: () => import("@locales/ar/desk.json"),
  es: () => import("@locales/es/desk.json"),
  fr: () => import("@locales/fr/desk.json"),
  de: () => import("@locales/de/desk.json"),
  it: () => import("@locales/it/desk.json"),
  pt: () => import("@locales/pt/desk.json"),
});

/** The staff desks' translation function in the language shown. */
export const useDeskT = deskMessages.useT;

/** A key of the desks' messages. */
export type DeskKey = Parameters<ReturnType<typeof useDeskT>>[0];

/** The user wizard's problems in the page's language: the contract's messages as the desk's `error.*` translations. */
export function useDeskErrors(): <E extends Partial<Record<string, string>>>(errors: E) => E {
  return useAreaErrors<DeskKey>(english, useDeskT());
}

/**
 * What a desk says when a request failed: the server's own answer (in the page's language), "Request
 * timed out", else the screen's message `fallback` ("Failed to save user."), in the page's language.
 */
export function useDeskFailure(): (error: unknown, fallback: DeskKey, values?: MessageValues) => string {
  return useAreaFailure<DeskKey>(useDeskT(), "desk.timedOut");
}
