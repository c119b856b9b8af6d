/**
 * The desk's list shows the state the server answered for a conversation, and no answer older
 * than what it already shows: two calls crossing (opening a row, then reading what arrived) must
 * not leave the earlier state on screen.
 */
import type { ChatSummary } from "@contract/chat/session.ts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CHAT_SESSIONS_QUERY_KEY, showStateAnswer } from "./get-chat-sessions.ts";

const row = (sessionId: string, lastActivityTimestamp: string, extra: Partial<ChatSummary> = {}): ChatSummary => ({
  sessionId,
  status: "AI-Active",
  handler: "ai",
  startTimestamp: "2026-11-28T05:00:00.000Z",
  lastActivityTimestamp,
  messageCount: 1,
  ...extra,
});

function listWith(...rows: ChatSummary[]) {
  const client = new QueryClient();
  client.setQueryData(CHAT_SESSIONS_QUERY_KEY, rows);
  return { client, list: () => client.getQueryData<ChatSummary[]>(CHAT_SESSIONS_QUERY_KEY)! };
}

describe("showStateAnswer", () => {
  it("shows the answered state and moves the conversation up by its new activity", () => {
    const { client, list } = listWith(row("b", "2026-11-28T05:02:00.000Z"), row("a", "2026-11-28T05:01:00.000Z"));
    showStateAnswer(client, "a", { status: "Needs Review", handler: "consultant", lastActivityTimestamp: "2026-11-28T05:03:00.000Z" });
    expect(list().map((s) => [s.sessionId, s.status, s.handler])).toEqual([["a", "Needs Review", "consultant"], ["b", "AI-Active", "ai"]]);
  });

  it("keeps a newer state than the answer's, and still drops the unread count of a read", () => {
    const { client, list } = listWith(row("a", "2026-11-28T05:05:00.000Z", { status: "Needs Review", unread: 2 }));
    showStateAnswer(client, "a", { status: "AI-Active", handler: "ai", lastActivityTimestamp: "2026-11-28T05:01:00.000Z" }, { read: true });
    expect(list()[0]).toMatchObject({ status: "Needs Review", lastActivityTimestamp: "2026-11-28T05:05:00.000Z" });
    expect(list()[0].unread).toBeUndefined();
  });
});
