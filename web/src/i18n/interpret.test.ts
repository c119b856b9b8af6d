/**
 * The site's interpreter of compiled messages writes what `@lingui/core` writes: every message of
 * every web area (the site messages and each message area), in every language, with its arguments given
 * several values (plural counts across each language's categories, each select's branches and an
 * unknown one, a date), and a message the language lacks.
 */
import { SITE_LANGUAGES } from "@contract/languages.ts";
import { setupI18n } from "@lingui/core";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { readMessages, WEB_AREAS } from "../test/locales.ts";
import { messagesOf, type MessageValues } from "./interpret.ts";

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1234567];

/** Each argument of the message and its type (plain, plural, select, date...) with a select's branch names. */
function argumentsOf(tokens: CompiledMessage, found = new Map<string, { type?: string; branches: string[] }>()) {
  for (const token of tokens) {
    if (typeof token === "string") continue;
    const [name, type, choices] = token as unknown as [string, string?, Record<string, unknown>?];
    found.set(name, { type, branches: choices && typeof choices === "object" ? Object.keys(choices) : [] });
    if (choices && typeof choices === "object") {
      for (const branch of Object.values(choices)) if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, found);
    }
  }
  return found;
}

/** Sets of values for the message's arguments: one per count, per select branch, and plain text. */
function valueSets(tokens: CompiledMessage): MessageValues[] {
  const args = [...argumentsOf(tokens)];
  const sets: MessageValues[] = [];
  const base = (index: number): MessageValues =>
    Object.fromEntries(args.map(([name, { type, branches }]) => {
      if (type === "plural" || type === "selectordinal" || type === "number") return [name, COUNTS[index % COUNTS.length]];
      if (type === "select") return [name, [...branches, "unknown-branch"][index % (branches.length + 1)]];
      if (type === "date" || type === "time") return [name, "2026-03-04T10:05:00Z"];
      return [name, `value-${name}`];
    }));
  for (let index = 0; index < COUNTS.length; index++) sets.push(base(index));
  return sets;
}

describe("the compiled messages' interpreter", () => {
  for (const area of WEB_AREAS) {
    for (const lang of SITE_LANGUAGES) {
      it(`writes ${lang}/${area}.json as Lingui does`, () => {
        const source = readMessages(lang, area);
        const compiled = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
        const ours = messagesOf(lang, compiled);
        const lingui = setupI18n({ locale: lang, messages: { [lang]: compiled } });
        for (const [id, tokens] of Object.entries(compiled)) {
          for (const values of valueSets(tokens)) expect(ours._(id, values), `${lang}/${area} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          expect(ours._(id), `${lang}/${area} ${id} without values`).toBe(lingui._(id));
        }
      });
    }
  }

  it("answers a message it lacks with its id, and writes escapes, numbers, dates and ordinals as Lingui does", () => {
    const messages = {
      escaped: compileMessage("Caf\\u00e9 {name}"),
      amount: compileMessage("{n, number} / {n, number, percent}"),
      when: compileMessage("{d, date} {d, date, short} {d, date, long} {d, time, short}"),
      rank: compileMessage("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"),
      offset: compileMessage("{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}"),
    };
    for (const lang of ["en", "ar", "fr"] as const) {
      const ours = messagesOf(lang, messages);
      const lingui = setupI18n({ locale: lang, messages: { [lang]: messages } });
      const sets: MessageValues[] = [{ name: "x", n: 0, d: "2026-03-04T10:05:00Z" }, { name: "y", n: 1, d: "2026-12-25T23:59:00Z" }, { n: 2 }, { n: 3 }, { n: 0.25 }];
      for (const values of sets) {
        for (const id of [...Object.keys(messages), "missing.id"]) expect(ours._(id, values), `${lang} ${id}`).toBe(lingui._(id, values));
      }
    }
  });
});
