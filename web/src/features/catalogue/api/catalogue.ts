/**
 * The public catalogue's reads, for every collection (contract/catalogue-collections.ts): query
 * keys, fetchers, query options and hooks. A list is ["catalogue", collection] and one item
 * ["catalogue", collection, id], with `{lang}` at the end in a language other than English (asked
 * for with `?lang=`, so the service worker keeps each language's answers apart); the preloaded
 * answers of a page are stored under the same keys.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type CatalogueCollection, cataloguePath } from "@contract/catalogue-collections.ts";
import type { CatalogueItems } from "@contract/catalogue.ts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { type ApiError, get, withDefaultMessage } from "../../../lib/api-client.ts";

/** The message shown when a read fails without a message of its own. */
const FAILURE: Record<CatalogueCollection, { list: string; item: string }> = {
  destinations: { list: "Failed to fetch destinations", item: "Failed to fetch destination" },
  packages: { list: "Failed to fetch packages", item: "Failed to fetch package" },
  activities: { list: "Failed to fetch activities", item: "Failed to fetch activity" },
};

const inLanguage = <K extends readonly unknown[]>(key: K, lang: SiteLanguage) => (lang === DEFAULT_LANGUAGE ? key : [...key, { lang }] as const);

export const catalogueKeys = {
  list: <C extends CatalogueCollection>(collection: C, lang: SiteLanguage = DEFAULT_LANGUAGE) => inLanguage(["catalogue", collection] as const, lang),
  item: <C extends CatalogueCollection>(collection: C, id: string, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
    inLanguage(["catalogue", collection, id] as const, lang),
};

/** The API path of a catalogue read in `lang`: English as it always was, another language with `?lang=`. */
export const catalogueApiPath = (collection: CatalogueCollection, id: string | undefined, lang: SiteLanguage) =>
  `${cataloguePath(collection, id)}${lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`}`;

/** GET /api/{collection}: the whole list. */
export async function getList<C extends CatalogueCollection>(collection: C, signal?: AbortSignal, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CatalogueItems[C][]> {
  try {
    return await get<CatalogueItems[C][]>(catalogueApiPath(collection, undefined, lang), { signal });
  } catch (error) {
    throw withDefaultMessage(error, FAILURE[collection].list);
  }
}

/** GET /api/{collection}/{id}: one item (404 when unknown). */
export async function getItem<C extends CatalogueCollection>(collection: C, id: string, signal?: AbortSignal, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CatalogueItems[C]> {
  try {
    return await get<CatalogueItems[C]>(catalogueApiPath(collection, id, lang), { signal });
  } catch (error) {
    throw withDefaultMessage(error, FAILURE[collection].item);
  }
}

export const listQueryOptions = <C extends CatalogueCollection>(collection: C, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
  queryOptions({ queryKey: catalogueKeys.list(collection, lang), queryFn: ({ signal }) => getList(collection, signal, lang) });

export const itemQueryOptions = <C extends CatalogueCollection>(collection: C, id: string, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
  queryOptions({ queryKey: catalogueKeys.item(collection, id, lang), queryFn: ({ signal }) => getItem(collection, id, signal, lang) });

/** The list in the language of the page shown. */
export function useCatalogueList<C extends CatalogueCollection>(collection: C) {
  return useQuery(listQueryOptions(collection, useLanguage().lang));
}

/** "Not found" answers the page's HTML carried (preloaded-answers.ts): final, never asked again on mount. */
const pageNotFound = new WeakSet<ApiError>();

export function settledNotFound(error: ApiError): ApiError {
  pageNotFound.add(error);
  return error;
}

/** One item; waits while `id` is missing or `enabled` is false. */
export function useCatalogueItem<C extends CatalogueCollection>(collection: C, id: string | undefined, options: { enabled?: boolean } = {}) {
  const query = itemQueryOptions(collection, id ?? "", useLanguage().lang);
  const known = useQueryClient().getQueryState(query.queryKey)?.error as ApiError | null | undefined;
  return useQuery({ ...query, enabled: Boolean(id) && (options.enabled ?? true), retryOnMount: !(known && pageNotFound.has(known)) });
}

type ItemOptions = { enabled?: boolean };

export const useDestinations = () => useCatalogueList("destinations");
export const usePackages = () => useCatalogueList("packages");
export const useActivities = () => useCatalogueList("activities");
export const useDestination = (id: string | undefined, options?: ItemOptions) => useCatalogueItem("destinations", id, options);
export const usePackage = (id: string | undefined, options?: ItemOptions) => useCatalogueItem("packages", id, options);
export const useActivity = (id: string | undefined, options?: ItemOptions) => useCatalogueItem("activities", id, options);
