/**
 * The live chats desk decides no conversation's state: opening a row tells the server it was
 * opened, and the row shows the state the server answers (here the traveller ended it meanwhile,
 * so opening changed nothing), never one the desk worked out from what it showed before.
 */
import type { ChatSession, ChatSummary } from "@contract/chat/session.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { LiveChatDesk } from "./live-chat-desk.tsx";

const ID = "anon_1764300000000_0123456789abcdef0123456789abcdef";
const SHOWN: ChatSummary = {
  sessionId: ID,
  status: "AI-Active",
  handler: "ai",
  startTimestamp: "2026-11-28T05:00:00.000Z",
  lastActivityTimestamp: "2026-11-28T05:00:00.000Z",
  messageCount: 1,
  lastMessage: "A villa in Ravello for June?",
  lastAuthor: "visitor",
};
const TRANSCRIPT: ChatSession = { ...SHOWN, messages: [] };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
/** A server-sent event stream that stays open until the request is aborted. */
const openStream = (signal?: AbortSignal | null) =>
  new Response(
    new ReadableStream({ start: (controller) => signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError"))) }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  );

function serve(calls: string[]) {
  vi.stubGlobal("fetch", vi.fn((input: string, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.replace(/^.*\/api/, "")}`);
    if (url.endsWith("/events") || url.includes("/events?")) return Promise.resolve(openStream(init?.signal));
    if (method === "POST" && url.includes("/read")) {
      // Ended by the traveller a moment ago: the server's answer, later than what the list showed.
      return Promise.resolve(json({ data: { sessionId: ID, read: true, status: "User-Ended", handler: "ai", lastActivityTimestamp: "2026-11-28T05:01:00.000Z" } }));
    }
    if (url.endsWith(`/chat/sessions/${ID}`)) return Promise.resolve(json({ data: TRANSCRIPT }));
    if (url.includes("/chat/sessions?limit=")) return Promise.resolve(json({ data: [SHOWN] }));
    if (url.includes("/desk/counts?desk=chats")) {
      return Promise.resolve(json({ data: { total: 1, byStatus: { "AI-Active": 1 }, awaiting: 1 } }));
    }
    if (url.endsWith("/agency")) return Promise.resolve(json({ data: { timeZone: "Asia/Dubai" } }));
    return Promise.resolve(json({ data: null }));
  }));
}

/** The desk as the admin area shows it, with `client`'s cache. */
const renderDesk = (client: QueryClient) =>
  render(
    <MemoryRouter initialEntries={["/admin/live-chats"]}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <Suspense fallback={<p>Loading page...</p>}>
            <LiveChatDesk status="" onStatusChange={() => {}} />
          </Suspense>
        </LanguageProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("opening a conversation on the live chats desk", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the server it was opened and shows the state answered", async () => {
    const calls: string[] = [];
    serve(calls);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => void renderDesk(client));
    const row = (await screen.findByText("A villa in Ravello for June?", { exact: false }, { timeout: 5000 })).closest("li")!;
    await act(async () => fireEvent.click(within(row).getByRole("button", { expanded: false })));
    await within(row).findByText("User-Ended", { selector: ".badge" }, { timeout: 5000 });
    expect(calls).toContain(`POST /chat/sessions/${ID}/read?opened=true`);
    expect(calls.filter((call) => call.startsWith("PATCH"))).toEqual([]);
  }, 20_000);

  it("shows a conversation once when it moved from one page to the next between their reads", async () => {
    const row = (n: number, text: string): ChatSummary => ({ ...SHOWN, sessionId: `${ID.slice(0, -1)}${n}`, lastMessage: text });
    const [first, moved, last] = [row(1, "First question"), row(2, "Moved question"), row(3, "Last question")];
    vi.stubGlobal("fetch", vi.fn((input: string, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("/events")) return Promise.resolve(openStream(init?.signal));
      if (url.includes("/chat/sessions?") && url.includes("cursor=next")) return Promise.resolve(json({ data: [moved, last] }));
      if (url.includes("/chat/sessions?limit=")) {
        const page = json({ data: [first, moved] });
        page.headers.set("Next-Cursor", "next");
        return Promise.resolve(page);
      }
      if (url.includes("/desk/counts?desk=chats")) return Promise.resolve(json({ data: { total: 3, byStatus: { "AI-Active": 3 }, awaiting: 3 } }));
      if (url.endsWith("/agency")) return Promise.resolve(json({ data: { timeZone: "Asia/Dubai" } }));
      return Promise.resolve(json({ data: null }));
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await act(async () => renderDesk(client));
    await screen.findByText("Moved question", { exact: false }, { timeout: 5000 });
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: /Show more/ })));
    await screen.findByText("Last question", { exact: false }, { timeout: 5000 });
    const ids = [...view.container.querySelectorAll("[data-session-id]")].map((element) => element.getAttribute("data-session-id"));
    expect(ids).toEqual([first.sessionId, moved.sessionId, last.sessionId]);
  }, 20_000);
});
