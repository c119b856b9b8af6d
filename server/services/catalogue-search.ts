/**
 * The catalogue API's search (`?q=`): an item matches when its name, location, country, continent
 * or one of its tags, as shown in the answer's language, contains the query, ignoring case.
 */
import type { SiteLanguage } from "../../contract/languages.ts";

const SEARCHED = ["name", "location", "country", "continent"] as const;

export function matchesQuery(item: Record<string, unknown>, query: string, lang: SiteLanguage): boolean {
  const needle = query.trim().toLocaleLowerCase(lang);
  if (!needle) return true;
  const texts = [...SEARCHED.map((field) => item[field]), ...(Array.isArray(item.tags) ? item.tags : [])];
  return texts.some((text) => typeof text === "string" && text.toLocaleLowerCase(lang).includes(needle));
}
