/**
 * The desk's pages show the state the server answered for a conversation, and no answer older
 * than what they already show: two calls crossing (opening a row, then reading what arrived) must
 * not leave the earlier state on screen. A row held open keeps the same state as the pages.
 */
import type { ChatSummary } from "@contract/chat/session.ts";
import type { Page } from "@contract/paging.ts";
import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CHAT_PAGES_KEY, dropChat, HELD_CHATS_KEY, holdChat, refreshHeld, showReplySent, showStateAnswer } from "./get-chat-sessions.ts";

const row = (sessionId: string, lastActivityTimestamp: string, extra: Partial<ChatSummary> = {}): ChatSummary => ({
  sessionId,
  status: "AI-Active",
  handler: "ai",
  startTimestamp: "2026-11-28T05:00:00.000Z",
  lastActivityTimestamp,
  messageCount: 1,
  ...extra,
});

const KEY = [...CHAT_PAGES_KEY, { status: "", awaiting: false }];

function pagesWith(...pages: ChatSummary[][]) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<Page<ChatSummary>>>(KEY, {
    pages: pages.map((items, i) => ({ items, next: i < pages.length - 1 ? `c${i}` : null })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  });
  const list = () => client.getQueryData<InfiniteData<Page<ChatSummary>>>(KEY)!.pages.flatMap((p) => p.items);
  const held = () => client.getQueryData<ChatSummary[]>(HELD_CHATS_KEY) ?? [];
  return { client, list, held };
}

describe("showStateAnswer", () => {
  it("shows the answered state on whichever page holds the conversation, and on its held copy", () => {
    const { client, list, held } = pagesWith([row("b", "2026-11-28T05:02:00.000Z")], [row("a", "2026-11-28T05:01:00.000Z")]);
    holdChat(client, row("a", "2026-11-28T05:01:00.000Z"), true);
    showStateAnswer(client, "a", { status: "Needs Review", handler: "consultant", lastActivityTimestamp: "2026-11-28T05:03:00.000Z" });
    expect(list().map((s) => [s.sessionId, s.status, s.handler])).toEqual([["b", "AI-Active", "ai"], ["a", "Needs Review", "consultant"]]);
    expect(held()[0]).toMatchObject({ sessionId: "a", status: "Needs Review", handler: "consultant" });
  });

  it("keeps a newer state than the answer's, and still drops the unread count of a read", () => {
    const { client, list } = pagesWith([row("a", "2026-11-28T05:05:00.000Z", { status: "Needs Review", unread: 2 })]);
    showStateAnswer(client, "a", { status: "AI-Active", handler: "ai", lastActivityTimestamp: "2026-11-28T05:01:00.000Z" }, { read: true });
    expect(list()[0]).toMatchObject({ status: "Needs Review", lastActivityTimestamp: "2026-11-28T05:05:00.000Z" });
    expect(list()[0].unread).toBeUndefined();
  });
});

describe("showReplySent", () => {
  it("ends the wait on the pages and on a held copy off them", () => {
    const waiting = { awaitingSince: "2026-11-28T05:01:00.000Z", unread: 1, lastAuthor: "visitor" as const };
    const { client, list, held } = pagesWith([row("a", "2026-11-28T05:01:00.000Z", waiting)]);
    holdChat(client, row("b", "2026-11-28T05:00:00.000Z", waiting), true);
    showReplySent(client, "a", "2026-11-28T05:04:00.000Z");
    showReplySent(client, "b", "2026-11-28T05:04:00.000Z");
    for (const shown of [list()[0], held()[0]]) {
      expect(shown).toMatchObject({ handler: "consultant", lastAuthor: "consultant", lastActivityTimestamp: "2026-11-28T05:04:00.000Z" });
      expect(shown.awaitingSince).toBeUndefined();
      expect(shown.unread).toBeUndefined();
    }
  });
});

describe("held and deleted conversations", () => {
  it("takes the copy the pages read show, and drops a deleted one everywhere", () => {
    const { client, list, held } = pagesWith([row("a", "2026-11-28T05:01:00.000Z"), row("b", "2026-11-28T05:00:00.000Z")]);
    holdChat(client, row("a", "2026-11-28T05:00:00.000Z"), true);
    const before = held();
    refreshHeld(client, [row("b", "2026-11-28T05:00:00.000Z")]);
    expect(held()).toBe(before);
    refreshHeld(client, list());
    expect(held()[0].lastActivityTimestamp).toBe("2026-11-28T05:01:00.000Z");
    dropChat(client, "a");
    expect(list().map((s) => s.sessionId)).toEqual(["b"]);
    expect(held()).toEqual([]);
  });
});
