/** The member screens' texts (account, profile, settings, bespoke, journeys): a message area. */
import { optionLabel } from "@contract/enum-labels.ts";
import { useCallback } from "react";
import english from "../locales/member/en.json";
import { type AreaTranslate, messageArea } from "../message-area.ts";

export const memberMessages = messageArea(english, {
  ar: () => import("../locales/member/ar.json"),
  es: () => import("../locales/member/es.json"),
  fr: () => import("../locales/member/fr.json"),
  de: () => import("../locales/member/de.json"),
  it: () => import("../locales/member/it.json"),
  pt: () => import("../locales/member/pt.json"),
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

/** The `error.*` messages by their English text: the contract's validation messages a member form shows. */
const ERROR_IDS = new Map(
  Object.entries(english).filter(([id]) => id.startsWith("error.")).map(([id, text]) => [text, id as MemberMessageId]),
);

/**
 * A form's problems in the page's language: each message the contract words (the schema the server
 * parses, so its English is the rule's own text) shown as its `error.*` translation; a message
 * without one (the server's own answer) as it is.
 */
export function useMemberErrors(): <E extends Partial<Record<string, string>>>(errors: E) => E {
  const t = useMemberT();
  return useCallback(<E extends Partial<Record<string, string>>>(errors: E) => {
    const shown: Partial<Record<string, string>> = {};
    for (const [field, text] of Object.entries(errors)) {
      const id = text === undefined ? undefined : ERROR_IDS.get(text);
      shown[field] = id ? t(id) : text;
    }
    return shown as E;
  }, [t]);
}
