/**
 * Classifies what the model's client threw into the chat's error classes (quota, auth, rate, network,
 * invalid, other; each has its own text, docs/decisions/057-ai-failures-in-the-chat.md), as
 * `@google/genai` reports them: an HTTP error is an `ApiError` with `.status` and the JSON error body
 * in its message; an invalid key is a 400 with reason API_KEY_INVALID; a network failure is a
 * TypeError; a timeout an AbortError; an error inside a stream is thrown while iterating.
 */
import { loadedGenAi } from "./genai-sdk.ts";

export type AiErrorKind = "quota" | "auth" | "rate" | "network" | "invalid" | "other";
export type AiFailure = { kind: AiErrorKind; status?: number; detail: string };

/** The `error.message` of a JSON error body inside the SDK's message, else the message itself. */
function detailOf(message: string): string {
  const json = message.indexOf("{");
  if (json >= 0) {
    try {
      const body = JSON.parse(message.slice(json));
      const inner = body?.error?.message;
      if (typeof inner === "string" && inner) return inner;
    } catch { /* not JSON */ }
  }
  return message;
}

export function classifyAiError(err: unknown): AiFailure {
  const ApiError = loadedGenAi()?.ApiError;
  if (ApiError && err instanceof ApiError) {
    const status = err.status;
    const message = err.message ?? "";
    const detail = detailOf(message).slice(0, 200);
    if (/RESOURCE_EXHAUSTED|quota/i.test(message)) return { kind: "quota", status, detail };
    if (status === 401 || status === 403 || /API_KEY_INVALID|API key not valid|PERMISSION_DENIED|UNAUTHENTICATED/i.test(message)) {
      return { kind: "auth", status, detail };
    }
    if (status === 429) return { kind: "rate", status, detail };
    if (status === 400) return { kind: "invalid", status, detail };
    return { kind: "other", status, detail };
  }
  if (err instanceof TypeError || (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError"))) {
    return { kind: "network", detail: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  // Errors that are not ApiErrors but still carry a status in their text (defensive: SDK changes).
  if (/RESOURCE_EXHAUSTED|\bquota\b/i.test(message)) return { kind: "quota", detail: message.slice(0, 200) };
  if (/fetch failed|network|ECONNREFUSED|ECONNRESET|connection/i.test(message)) return { kind: "network", detail: message.slice(0, 200) };
  return { kind: "other", detail: message.slice(0, 200) };
}
