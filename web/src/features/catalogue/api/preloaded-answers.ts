/**
 * The HTML of a public catalogue page carries the API answers its first screen shows
 * (server/http/document-hints.ts), in a JSON data block keyed by API path. Before the first render
 * they go into the query cache under the catalogue keys (`/packages/{id}` is
 * ["catalogue", "packages", id]), so the page renders with its content at once, without asking the
 * API again. The block is read once and removed; a page without one (a later navigation, the
 * offline shell) simply asks the API.
 */
import { catalogueTarget } from "@contract/catalogue-collections.ts";
import { PRELOADED_ANSWERS_ID } from "@contract/page-hints.ts";
import type { QueryClient } from "@tanstack/react-query";
import { unwrap } from "../../../lib/api-client.ts";
import { catalogueKeys } from "./catalogue.ts";

/** The ids the server gives (contract/fields.ts ID_PATTERN, without loading the schema library). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Seed = { key: readonly string[]; data: unknown };

/** Read once per document (React may call a state initializer twice in development). */
const seeds = new WeakMap<Document, Seed[]>();

export function seedPreloadedAnswers(queryClient: QueryClient, doc: Document = document): QueryClient {
  let found = seeds.get(doc);
  if (!found) {
    found = readBlock(doc);
    seeds.set(doc, found);
  }
  for (const { key, data } of found) queryClient.setQueryData(key, data);
  return queryClient;
}

function readBlock(doc: Document): Seed[] {
  const block = doc.getElementById(PRELOADED_ANSWERS_ID);
  if (!block) return [];
  block.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(block.textContent ?? "");
  } catch {
    return []; // a damaged block only costs the requests it would have saved
  }
  if (typeof answers !== "object" || answers === null) return [];
  return Object.entries(answers).flatMap(([path, body]) => {
    const target = catalogueTarget(path);
    if (!target || path.endsWith("/") || (target.id !== undefined && !ID.test(target.id))) return [];
    const key = target.id === undefined ? catalogueKeys.list(target.collection) : catalogueKeys.item(target.collection, target.id);
    return [{ key, data: unwrap(path, body) }];
  });
}
