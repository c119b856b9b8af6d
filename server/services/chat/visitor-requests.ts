/**
 * A conversation that follows its visitor: the visitor ends it, has its transcript emailed, keeps
 * it on logging in, finds their open one on another device, and asks for a consultant. Only the
 * conversation's owner may do these: a member's, that member; an anonymous one, whoever holds its
 * id. Anyone else is told "not found", so ids cannot be probed.
 */
import { ANON_SESSION_ID, CHAT_TEXTS, sessionOwnerId } from "../../../contract/chat/session.ts";
import { CHAT_FOLLOW_RULES, type ConsultantRequestAnswer } from "../../../contract/chat/visitor-requests.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../../contract/languages.ts";
import type { AppDeps } from "../../deps.ts";
import { conflict, notFound } from "../../errors.ts";
import { getChatSession, getChatTranscript, type StoredChatSession } from "../../kv/chat/sessions.ts";
import { changeChatState } from "../../kv/chat/state.ts";
import { type ChatEvent, nextChatState } from "../../../contract/chat/state.ts";
import { claimChatSession, deskActiveAt, handToConsultant, openChatOfMember } from "../../kv/chat/visitor-requests.ts";
import type { StoredUser } from "../../kv/users.ts";
import { chatFollowUpMail, chatTranscriptMail } from "../../mail/chat-mail.ts";
import { staffChatWaitingPush } from "../../push/events.ts";
import { items, mailItem } from "../outbox.ts";
import type { Limited } from "../caller.ts";
import type { LeadOrigin } from "../../../contract/lead-facts.ts";

const ASK_FOR_CONSULTANT: ChatEvent = { type: "visitor-asked-for-consultant" };

export const TRANSCRIPT_NOT_SENT = "The transcript could not be sent right now. Please try again in a moment.";

/** The session when `user` owns it (see the module's rule); "not found" otherwise. */
async function ownedSession(deps: AppDeps, user: StoredUser | undefined, id: string): Promise<StoredChatSession> {
  const session = await getChatSession(deps.kv, id);
  const owner = session ? session.userId : sessionOwnerId(id);
  if (!session || (owner && owner !== user?.id)) throw notFound(CHAT_TEXTS.sessionNotFound);
  return session;
}

/** The visitor ends their conversation (User-Ended): no more visitor messages in it. */
export async function endChat(deps: AppDeps, user: StoredUser | undefined, id: string) {
  await ownedSession(deps, user, id);
  const { session } = await changeChatState(deps.kv, id, { type: "visitor-ended" });
  return { status: session.status, lastActivityTimestamp: session.lastActivityTimestamp };
}

/**
 * Emails the conversation to `input.email`, in `lang` (the page's), else the session's language.
 * `continueByEmail`: the staff address gets it too, to answer by email. Each send takes its place
 * in `limited`'s windows; the emails are written to the outbox, whose worker sends them, retrying.
 */
export async function sendChatTranscript(
  deps: AppDeps,
  user: StoredUser | undefined,
  id: string,
  input: { email: string; continueByEmail: boolean },
  limited: Limited,
  lang?: SiteLanguage,
) {
  const stored = await ownedSession(deps, user, id);
  const language = lang ?? stored.language ?? DEFAULT_LANGUAGE;
  return await limited(async () => {
    const session = await getChatTranscript(deps.kv, id);
    if (!session) throw notFound(CHAT_TEXTS.sessionNotFound);
    const staffEmail = deps.config.STAFF_EMAIL;
    await deps.outbox.post([
      mailItem(chatTranscriptMail(session, input.email, language, { staffEmail, continueByEmail: input.continueByEmail })),
      ...(input.continueByEmail
        ? [mailItem(chatFollowUpMail(session, input.email, language, { staffEmail, baseUrl: deps.siteUrl, timeZone: deps.config.AGENCY_TIMEZONE }))]
        : []),
    ]);
    return { sent: true as const, messageCount: session.messages.length };
  });
}

/** A member keeps the anonymous conversation they started before logging in. */
export async function keepChatOnLogin(deps: AppDeps, user: StoredUser, id: string) {
  if (!ANON_SESSION_ID.test(id)) throw notFound(CHAT_TEXTS.sessionNotFound);
  await claimChatSession(deps.kv, id, { userId: user.id, userName: user.name, userEmail: user.email });
  return (await getChatTranscript(deps.kv, id))!;
}

/** The member's open conversation (the same on every device they log into), or null. */
export async function openChatOf(deps: AppDeps, user: StoredUser) {
  return await openChatOfMember(deps.kv, user.id);
}

/**
 * The visitor asks for a person: the conversation is handed to the consultants (the AI stops
 * answering; AI-Active becomes Needs Review) and becomes a lead, with `origin` (where the visitor came from). Staff are told only when it passes from the AI to
 * them, at most once per conversation per `staffToldEveryMinutes` (decided in the hand-over's
 * commit: server/kv/chat/visitor-requests.ts). Each request takes a place in `limited`'s windows. A
 * consultant active in the desk in the last minutes answers here; otherwise the answer says by
 * when the team will have answered.
 */
export async function requestConsultant(
  deps: AppDeps,
  user: StoredUser | undefined,
  id: string,
  limited: Limited,
  now = Date.now(),
  origin?: LeadOrigin,
): Promise<ConsultantRequestAnswer> {
  const current = await ownedSession(deps, user, id);
  // Refused before it takes a place in the windows; the hand-over's commit applies the rule again.
  if (!nextChatState(current, ASK_FOR_CONSULTANT).ok) throw conflict(CHAT_TEXTS.ended);
  const { session, tellStaff } = await limited(() => handToConsultant(deps.kv, id, items(staffChatWaitingPush()), now, origin));
  if (tellStaff) deps.outbox.wake();
  const available = now - (await deskActiveAt(deps.kv)) <= CHAT_FOLLOW_RULES.deskActiveMinutes * 60_000;
  const answerBy = available ? null : new Date(now + CHAT_FOLLOW_RULES.answerWithinHours * 3_600_000).toISOString();
  return { available, answerBy, status: session.status, handler: session.handler };
}
