/**
 * `nextChatState` (contract/chat/state.ts), every event in every state, against a table written out
 * from the product's rules (product-spec §4, docs/decisions/061-consultant-handoff.md and
 * 062-chat-that-follows-the-visitor.md), quoted above each event's rows. A state is written
 * "status/handler"; "refused" is an event the conversation refuses (the traveller ended it: 409).
 */
import assert from "node:assert/strict";
import { CHAT_STATUSES, type ChatStatus } from "../../contract/enums.ts";
import { type ChatEvent, type ChatState, NEW_CHAT_STATE, nextChatState } from "../../contract/chat/state.ts";
import { CHAT_HANDLERS } from "../../contract/chat/texts.ts";

type Key = `${ChatStatus}/${ChatState["handler"]}`;
type Row = Record<Key, Key | "refused">;

const STATES = CHAT_STATUSES.flatMap((status) => CHAT_HANDLERS.map((handler): Key => `${status}/${handler}`));
const parse = (key: Key): ChatState => {
  const [status, handler] = key.split("/") as [ChatStatus, ChatState["handler"]];
  return { status, handler };
};
const show = (next: ReturnType<typeof nextChatState>) => (next.ok ? `${next.state.status}/${next.state.handler}` : next.refused === "ended" ? "refused" : "?");

const TABLE: { event: ChatEvent; rule: string; row: Row }[] = [
  {
    event: { type: "visitor-wrote" },
    rule: "A visitor writing in a Resolved conversation reopens it; a User-Ended one takes no more visitor messages " +
      "(the AI answers a reopened one it handles; one handed to staff waits for a consultant's review)",
    row: {
      "AI-Active/ai": "AI-Active/ai",
      "AI-Active/consultant": "AI-Active/consultant",
      "Needs Review/ai": "Needs Review/ai",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "AI-Active/ai",
      "Resolved/consultant": "Needs Review/consultant",
      "User-Ended/ai": "refused",
      "User-Ended/consultant": "refused",
    },
  },
  {
    event: { type: "concierge-answered" },
    rule: "An answer of the AI or the catalogue (or a notice that the AI failed) changes neither handler nor status",
    row: {
      "AI-Active/ai": "AI-Active/ai",
      "AI-Active/consultant": "AI-Active/consultant",
      "Needs Review/ai": "Needs Review/ai",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "Resolved/ai",
      "Resolved/consultant": "Resolved/consultant",
      "User-Ended/ai": "User-Ended/ai",
      "User-Ended/consultant": "User-Ended/consultant",
    },
  },
  {
    event: { type: "consultant-replied" },
    rule: "A consultant's reply hands the conversation to staff (handler consultant, AI-Active becomes Needs Review)",
    row: {
      "AI-Active/ai": "Needs Review/consultant",
      "AI-Active/consultant": "Needs Review/consultant",
      "Needs Review/ai": "Needs Review/consultant",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "Resolved/consultant",
      "Resolved/consultant": "Resolved/consultant",
      "User-Ended/ai": "User-Ended/consultant",
      "User-Ended/consultant": "User-Ended/consultant",
    },
  },
  {
    event: { type: "visitor-asked-for-consultant" },
    rule: "\"Talk to a consultant\" hands the conversation to staff (the AI stops answering; AI-Active and Resolved " +
      "become Needs Review); an ended conversation is refused",
    row: {
      "AI-Active/ai": "Needs Review/consultant",
      "AI-Active/consultant": "Needs Review/consultant",
      "Needs Review/ai": "Needs Review/consultant",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "Needs Review/consultant",
      "Resolved/consultant": "Needs Review/consultant",
      "User-Ended/ai": "refused",
      "User-Ended/consultant": "refused",
    },
  },
  {
    event: { type: "visitor-ended" },
    rule: "The visitor can end the conversation (\"End chat\": User-Ended)",
    row: {
      "AI-Active/ai": "User-Ended/ai",
      "AI-Active/consultant": "User-Ended/consultant",
      "Needs Review/ai": "User-Ended/ai",
      "Needs Review/consultant": "User-Ended/consultant",
      "Resolved/ai": "User-Ended/ai",
      "Resolved/consultant": "User-Ended/consultant",
      "User-Ended/ai": "User-Ended/ai",
      "User-Ended/consultant": "User-Ended/consultant",
    },
  },
  {
    event: { type: "staff-opened" },
    rule: "Opening an AI-Active session in the admin list sets Needs Review",
    row: {
      "AI-Active/ai": "Needs Review/ai",
      "AI-Active/consultant": "Needs Review/consultant",
      "Needs Review/ai": "Needs Review/ai",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "Resolved/ai",
      "Resolved/consultant": "Resolved/consultant",
      "User-Ended/ai": "User-Ended/ai",
      "User-Ended/consultant": "User-Ended/consultant",
    },
  },
  {
    event: { type: "staff-set-handler", handler: "ai" },
    rule: "Staff hand it back to the AI, which sets AI-Active again",
    row: {
      "AI-Active/ai": "AI-Active/ai",
      "AI-Active/consultant": "AI-Active/ai",
      "Needs Review/ai": "AI-Active/ai",
      "Needs Review/consultant": "AI-Active/ai",
      "Resolved/ai": "AI-Active/ai",
      "Resolved/consultant": "AI-Active/ai",
      "User-Ended/ai": "AI-Active/ai",
      "User-Ended/consultant": "AI-Active/ai",
    },
  },
  {
    event: { type: "staff-set-handler", handler: "consultant" },
    rule: "Staff take it over from the AI: the AI stops answering, AI-Active becomes Needs Review",
    row: {
      "AI-Active/ai": "Needs Review/consultant",
      "AI-Active/consultant": "Needs Review/consultant",
      "Needs Review/ai": "Needs Review/consultant",
      "Needs Review/consultant": "Needs Review/consultant",
      "Resolved/ai": "Resolved/consultant",
      "Resolved/consultant": "Resolved/consultant",
      "User-Ended/ai": "User-Ended/consultant",
      "User-Ended/consultant": "User-Ended/consultant",
    },
  },
  // "Admin can set any" status; who answers stays as it was.
  ...CHAT_STATUSES.map((status) => ({
    event: { type: "staff-set-status", status } as ChatEvent,
    rule: `Admin can set any status: ${status}`,
    row: {
      "AI-Active/ai": `${status}/ai`,
      "AI-Active/consultant": `${status}/consultant`,
      "Needs Review/ai": `${status}/ai`,
      "Needs Review/consultant": `${status}/consultant`,
      "Resolved/ai": `${status}/ai`,
      "Resolved/consultant": `${status}/consultant`,
      "User-Ended/ai": `${status}/ai`,
      "User-Ended/consultant": `${status}/consultant`,
    } satisfies Row,
  })),
];

Deno.test("every kind of event has its rows, for every state", () => {
  const kinds = new Set(TABLE.map((t) => t.event.type));
  assert.deepEqual([...kinds].sort(), [
    "concierge-answered",
    "consultant-replied",
    "staff-opened",
    "staff-set-handler",
    "staff-set-status",
    "visitor-asked-for-consultant",
    "visitor-ended",
    "visitor-wrote",
  ]);
  for (const { row } of TABLE) assert.deepEqual(Object.keys(row).sort(), [...STATES].sort());
});

for (const { event, rule, row } of TABLE) {
  Deno.test(`${JSON.stringify(event)}: ${rule}`, () => {
    const wrong = STATES.filter((from) => show(nextChatState(parse(from), event)) !== row[from])
      .map((from) => `${from}: expected ${row[from]}, got ${show(nextChatState(parse(from), event))}`);
    assert.deepEqual(wrong, []);
  });
}

Deno.test("a conversation starts with the AI answering, AI-Active", () => {
  assert.deepEqual(NEW_CHAT_STATE, { status: "AI-Active", handler: "ai" });
});

Deno.test("the rule reads only the state: other fields of a stored session are neither needed nor returned", () => {
  const stored = { status: "Resolved" as const, handler: "ai" as const, messageCount: 3, unread: 1 };
  const next = nextChatState(stored, { type: "visitor-wrote" });
  assert.deepEqual(next, { ok: true, state: { status: "AI-Active", handler: "ai" } });
});
