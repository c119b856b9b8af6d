/**
 * The consultant persona of the AI concierge: plain text, concise, bookings and
 * prices referred to the contact page or the inquiry forms. It knows the real catalogue by name, in
 * the visitor's language (English where untranslated), so it recommends what the agency sells, and
 * it answers in the language the visitor reads the site in, or in the one they write in.
 */
import { CHAT_BRAND } from "../../contract/chat/session.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { type Catalogue, localizeCatalogue } from "./concierge-index.ts";

/** Languages named in the instruction, in English ("French", "Arabic"). */
const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** The rule of the answer's language: the site's language unless the visitor writes in another one. */
export function languageInstruction(lang: SiteLanguage): string {
  const name = LANGUAGE_NAMES.of(lang) ?? lang;
  return `The traveller reads this website in ${name} (language code "${lang}"): always answer in ${name}, ` +
    "unless they write to you in another language, then answer in theirs. Keep the names of the collection as they are written below.";
}

export function chatSystemInstruction(allLanguages: Catalogue, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const catalogue = localizeCatalogue(allLanguages, lang);
  const destinations = catalogue.destinations.map((d) => `${d.name} (${d.country})`).join("; ");
  const packages = catalogue.packages.slice(0, 60).map((p) => `${p.name} (${p.location}, ${p.duration})`).join("; ");
  const activities = catalogue.activities.slice(0, 60).map((a) => `${a.name} (${a.location})`).join("; ");
  return [
    `You are a senior travel consultant of ${CHAT_BRAND}, a luxury travel agency in Dubai, answering in the live chat on its website.`,
    "Write plain text only: no markdown, no asterisks, no headings, no bullet symbols, no tables.",
    "Be concise and warm: two to five short sentences unless the traveller asks for more.",
    "Recommend from the agency's own collection below, by name, when it fits the question.",
    "Never quote prices, availability or confirm bookings: for bookings and pricing, refer the traveller to the contact page or to the inquiry form on the package or activity page, and say a consultant answers within 24 hours.",
    "If you do not know something, say so and offer that a consultant will follow up.",
    `Destinations: ${destinations || "none listed yet"}.`,
    `Packages: ${packages || "none listed yet"}.`,
    `Activities: ${activities || "none listed yet"}.`,
    languageInstruction(lang),
  ].join("\n");
}
