/**
 * "My journeys": a member's inquiries, bespoke requests, chat conversations, proposals and trips on one
 * timeline, newest activity first. Only the member's own records: inquiries sent as them or logged
 * out from their address (inquiriesOfMember), their bespoke requests, their `user_` chat sessions,
 * the proposals sent to their address, the trips made for it.
 */
import type { Journey } from "../../contract/journeys.ts";
import { listBespokeOfUser } from "../kv/bespoke.ts";
import { listChatMessages, listChatSessionsOfUser, type StoredChatSession } from "../kv/chat/sessions.ts";
import { inquiriesOfMember, localItemName } from "../kv/inquiries.ts";
import { lastMessageAt } from "../kv/inquiry-threads.ts";
import type { StoredUser } from "../kv/users.ts";
import { memberProposalJourneys, type ProposalDeps } from "./proposal-links.ts";
import { memberTripJourneys } from "./trips.ts";

const CHAT_TITLE_MAX = 80;

/** `text` on one line in at most `max` characters: cut at a word boundary, with an ellipsis. */
export function shortTitle(text: string, max = CHAT_TITLE_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  // A single word longer than half the title is cut inside it rather than left nearly empty.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
}

/** A chat's title: the traveller's first question (what they came for), not the concierge's last words. */
async function chatTitle(kv: Deno.Kv, session: StoredChatSession): Promise<string> {
  const first = (await listChatMessages(kv, session.sessionId)).find((message) => message.role === "user");
  return shortTitle(first?.text ?? session.lastMessage ?? "Conversation");
}

export async function journeysOf(deps: Pick<ProposalDeps, "kv" | "config">, user: StoredUser): Promise<Journey[]> {
  const { kv } = deps;
  const [inquiries, bespoke, chats, proposals, trips] = await Promise.all([
    inquiriesOfMember(kv, user.id, user.email.toLowerCase()),
    listBespokeOfUser(kv, user.id),
    listChatSessionsOfUser(kv, user.id),
    memberProposalJourneys(deps, user),
    memberTripJourneys(deps, user),
  ]);
  const inquiryJourneys = await Promise.all(inquiries.map(async (inquiry): Promise<Journey> => ({
    kind: "inquiry",
    id: inquiry.id,
    title: (await localItemName(kv, inquiry)) ?? inquiry.itemName,
    status: inquiry.status,
    startedAt: inquiry.submissionDate,
    lastActivity: (await lastMessageAt(kv, inquiry.id)) ?? inquiry.submissionDate,
    href: `/journeys/inquiries/${inquiry.id}`,
  })));
  const all: Journey[] = [
    ...inquiryJourneys,
    ...bespoke.map((item): Journey => ({
      kind: "bespoke",
      id: item.id,
      title: item.generatedIdea.title,
      status: item.status,
      startedAt: item.submissionDate,
      lastActivity: item.submissionDate,
      href: `/journeys/bespoke/${item.id}`,
    })),
    ...await Promise.all(chats.map(async (session): Promise<Journey> => ({
      kind: "chat",
      id: session.sessionId,
      title: await chatTitle(kv, session),
      status: session.status,
      startedAt: session.startTimestamp,
      lastActivity: session.lastActivityTimestamp,
      href: `/journeys/chats/${encodeURIComponent(session.sessionId)}`,
    }))),
    ...proposals,
    ...trips,
  ];
  return all.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
}
