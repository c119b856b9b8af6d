/**
 * `@google/genai` (its `/web` build), loaded at the first call to the model: it costs the process
 * about 10 MB, and without GEMINI_API_KEY it is never needed. Until it is loaded no error of it
 * can exist, so `loadedGenAi()` (undefined until then) is all errors.ts needs.
 */
import { once } from "../util/once.ts";

type GenAi = typeof import("@google/genai/web");

let loaded: GenAi | undefined;

export const loadGenAi: () => Promise<GenAi> = once(() => import("@google/genai/web").then((sdk) => (loaded = sdk)));

export function loadedGenAi(): GenAi | undefined {
  return loaded;
}
