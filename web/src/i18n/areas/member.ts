/** The member screens' texts (account, profile, settings, bespoke, journeys): a message area. */
import { optionLabel } from "@contract/enum-labels.ts";
import { useCallback } from "react";
import english from "@locales/en/member.json";
import { type AreaTranslate, messageArea, useAreaErrors, useAreaFailure } from "../message-area.ts";

export const memberMessages = messageArea(english, {
  ar: () => import("@locales/ar/member.json"),
  es: () => import("@locales/es/member.json"),
  fr: () => import("@locales/fr/member.json"),
  de: () => import("@locales/de/member.json"),
  it: () => import("@locales/it/member.json"),
  pt: () => import("@locales/pt/member.json"),
});

export type MemberMessageId = keyof typeof english;
export type MemberT = AreaTranslate<MemberMessageId>;

/** The member screens' translation function in the language shown. */
export const useMemberT = memberMessages.useT;

function hasMessage(id: string): id is MemberMessageId {
  return Object.prototype.hasOwnProperty.call(english, id);
}

/**
 * What a member reads for a stored option value (a settings or profile list's, a record's status):
 * its `option.{value}` message, else the contract's English label (`optionLabel`), which for names
 * (countries, interests) is the value itself.
 */
export function useMemberOptionLabel(): (value: string) => string {
  const t = useMemberT();
  return useCallback((value: string) => {
    const id = `option.${value}`;
    return hasMessage(id) ? t(id) : optionLabel(value);
  }, [t]);
}

/**
 * A form's problems in the page's language: each message the contract words shown as its `error.*`
 * translation; a message without one (the server's own answer) as it is.
 */
export function useMemberErrors(): <E extends Partial<Record<string, string>>>(errors: E) => E {
  return useAreaErrors<MemberMessageId>(english, useMemberT());
}

/**
 * What a member form says when a request failed: the server's own answer (written in the page's
 * language), "Request timed out" in the page's language, else the form's own message `fallback`
 * ("Login failed", "Failed to update profile") for a network failure or an unreadable answer.
 */
export function useMemberFailure(): (error: unknown, fallback: MemberMessageId) => string {
  return useAreaFailure<MemberMessageId>(useMemberT(), "error.timeout");
}
