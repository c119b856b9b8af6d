/**
 * The calls that let a conversation follow its visitor: the member's open conversation, keeping an
 * anonymous one on logging in, ending it, its transcript by email, and asking for a consultant.
 */
import type { ChatSession } from "@contract/chat/session.ts";
import type { ChatEndAnswer, ChatTranscriptAnswer, ConsultantRequestAnswer } from "@contract/chat/visitor-requests.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { get, post } from "../../../lib/api-client.ts";
import { visitOrigin } from "../../../lib/visit-origin.ts";

const sessionPath = (id: string, action: string) => `/chat/sessions/${encodeURIComponent(id)}/${action}`;

/** GET /api/chat/mine: the member's open conversation, the same on every device; null when none. */
export function getMyOpenChat(signal?: AbortSignal): Promise<ChatSession | null> {
  return get<ChatSession | null>("/chat/mine", { signal });
}

/** POST .../keep: the member who just logged in keeps the anonymous conversation they started. */
export function keepChat(sessionId: string, signal?: AbortSignal): Promise<ChatSession> {
  return post<ChatSession>(sessionPath(sessionId, "keep"), undefined, { signal });
}

/** POST .../end: the visitor ends the conversation (User-Ended). */
export function endChat(sessionId: string): Promise<ChatEndAnswer> {
  return post<ChatEndAnswer>(sessionPath(sessionId, "end"));
}

/** POST .../transcript: the conversation emailed in the page's language; `continueByEmail` hands it to the team. */
export function emailTranscript(sessionId: string, email: string, lang: SiteLanguage, continueByEmail = false): Promise<ChatTranscriptAnswer> {
  const query = lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`;
  return post<ChatTranscriptAnswer>(`${sessionPath(sessionId, "transcript")}${query}`, { email, continueByEmail });
}

/** POST .../consultant: the visitor asks for a person (the conversation becomes a lead, with where the visit came from). */
export function askForConsultant(sessionId: string): Promise<ConsultantRequestAnswer> {
  const origin = visitOrigin();
  return post<ConsultantRequestAnswer>(sessionPath(sessionId, "consultant"), origin ? { origin } : {});
}
