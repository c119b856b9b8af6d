/**
 * Every language's messages of each web area hold every message of English, with the same ICU arguments
 * and the same marked parts (`<0>...</0>`), and no message of its own; plurals follow each
 * language's rules.
 */
import { SITE_LANGUAGES } from "@contract/languages.ts";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { readMessages, WEB_AREAS } from "../test/locales.ts";
import { loadSiteMessages, translate } from "./site-messages.ts";


/** The argument names of a message (plural and select branches included), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === "object") {
        for (const [key, branch] of Object.entries(choices)) if (key !== "offset" && Array.isArray(branch)) walk(branch as CompiledMessage);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const marksOf = (message: string) => [...message.matchAll(/<(\d)>/g)].map((m) => m[1]).sort();

describe("the web's messages", () => {
  for (const area of WEB_AREAS) {
    const english = readMessages("en", area);
    for (const lang of SITE_LANGUAGES.filter((code) => code !== "en")) {
      it(`${lang}/${area} has every English message with the same arguments and marks`, () => {
        const messages = readMessages(lang, area);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(english)) {
          expect(argumentsOf(messages[id]), `${lang}/${area} ${id}`).toEqual(argumentsOf(message));
          expect(marksOf(messages[id]), `${lang}/${area} ${id}`).toEqual(marksOf(message));
          expect(messages[id].trim(), `${lang}/${area} ${id}`).not.toBe("");
        }
      });
    }
  }

  it("counts packages by each language's plural rules", async () => {
    const count = async (lang: (typeof SITE_LANGUAGES)[number], n: number) => translate(await loadSiteMessages(lang), "packages.count", { count: n });
    expect(await count("en", 1)).toBe("1 package");
    expect(await count("en", 3)).toBe("3 packages");
    expect(await count("fr", 1)).toBe("1 séjour");
    expect(await count("fr", 2)).toBe("2 séjours");
    expect(await count("de", 5)).toBe("5 Reisepakete");
    expect(await count("es", 1)).toBe("1 paquete");
    expect(await count("it", 4)).toBe("4 pacchetti");
    expect(await count("pt", 1)).toBe("1 pacote");
    expect(await count("ar", 1)).toBe("باقة واحدة");
    expect(await count("ar", 2)).toBe("باقتان");
    expect(await count("ar", 3)).toMatch(/^(3|٣) باقات$/);
    expect(await count("ar", 11)).toMatch(/^(11|١١) باقة$/);
  });

  it("fills in arguments and keeps the English texts as the product writes them", async () => {
    const en = await loadSiteMessages("en");
    expect(translate(en, "home.title")).toBe("Experience the World, Exquisitely.");
    expect(translate(en, "footer.rights", { year: 2026, brand: "Aurum Voyages" })).toBe("© 2026 Aurum Voyages. All rights reserved.");
    expect(translate(await loadSiteMessages("fr"), "destination.experiences", { name: "Kyoto" })).toBe("Expériences : Kyoto");
  });
});
