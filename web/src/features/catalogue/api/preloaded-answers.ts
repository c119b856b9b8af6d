/**
 * The HTML of a public catalogue page carries the API answers its first screen shows
 * (server/pages/document-hints.ts), in a JSON data block keyed by API path. Before the first render
 * they go into the query cache under the catalogue keys (`/packages/{id}` is
 * ["catalogue", "packages", id]; `/packages?lang=fr` under the French key), so the page renders with its content at once, without asking the
 * API again. The server renders the page from the same answers (web/src/entry-server.tsx), so the
 * browser's first render matches the server's HTML. An unknown item's page carries the API's
 * "not found" answer for it, which is kept as the query's settled error. The block is read once and
 * removed; a page without one (a later navigation, the offline shell) simply asks the API.
 */
import { catalogueTarget } from "@contract/catalogue-collections.ts";
import { isSiteLanguage } from "@contract/languages.ts";
import { PRELOADED_ANSWERS_ID } from "@contract/page-hints.ts";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, unwrap } from "../../../lib/api-client.ts";
import { catalogueKeys, settledNotFound } from "./catalogue.ts";

/** The ids the server gives (contract/fields.ts ID_PATTERN, without loading the schema library). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Seed = { key: readonly unknown[]; data: unknown } | { key: readonly unknown[]; error: ApiError };

/** Read once per document (React may call a state initializer twice in development). */
const seeds = new WeakMap<Document, Seed[]>();

export function seedPreloadedAnswers(queryClient: QueryClient, doc: Document = document): QueryClient {
  let found = seeds.get(doc);
  if (!found) {
    found = readBlock(doc);
    seeds.set(doc, found);
  }
  return seed(queryClient, found);
}

/** Puts `answers` (the data block's content: API path to answer) into the query cache. */
export function seedAnswers(queryClient: QueryClient, answers: unknown): QueryClient {
  return seed(queryClient, seedsOf(answers));
}

function seed(queryClient: QueryClient, found: Seed[]): QueryClient {
  for (const entry of found) {
    if ("data" in entry) queryClient.setQueryData(entry.key, entry.data);
    else {
      const query = queryClient.getQueryCache().build(queryClient, { queryKey: entry.key });
      query.setState({ status: "error", fetchStatus: "idle", error: entry.error, errorUpdatedAt: Date.now() });
    }
  }
  return queryClient;
}

function readBlock(doc: Document): Seed[] {
  const block = doc.getElementById(PRELOADED_ANSWERS_ID);
  if (!block) return [];
  block.remove();
  try {
    return seedsOf(JSON.parse(block.textContent ?? ""));
  } catch {
    return []; // a damaged block only costs the requests it would have saved
  }
}

function seedsOf(answers: unknown): Seed[] {
  if (typeof answers !== "object" || answers === null) return [];
  return Object.entries(answers).flatMap(([address, body]): Seed[] => {
    const [path, search = ""] = address.split("?");
    const lang = new URLSearchParams(search).get("lang") ?? "en";
    const target = catalogueTarget(path);
    if (!target || path.endsWith("/") || (target.id !== undefined && !ID.test(target.id)) || !isSiteLanguage(lang)) return [];
    if (target.id === undefined) return [{ key: catalogueKeys.list(target.collection, lang), data: unwrap(path, body) }];
    const key = catalogueKeys.item(target.collection, target.id, lang);
    const missing = body as { code?: unknown; message?: unknown } | null;
    if (missing?.code === "not_found" && typeof missing.message === "string") {
      return [{ key, error: settledNotFound(new ApiError(missing.message, 404, "not_found", true)) }];
    }
    return [{ key, data: unwrap(path, body) }];
  });
}
