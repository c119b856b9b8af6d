/**
 * The one rule of a conversation's state: who answers it (`handler`: the AI or a consultant) and
 * its status, after each thing that can happen to it (docs/decisions/061-consultant-handoff.md,
 * 062-chat-that-follows-the-visitor.md). Plain values, no zod. The server applies it inside the
 * store's commit, to the state read in that commit (server/kv/chat/state.ts); the staff desk and the
 * widget show the state the server answers and never work it out themselves.
 */
import type { ChatStatus } from "../enums.ts";
import type { ChatHandler } from "./texts.ts";

export type ChatState = { status: ChatStatus; handler: ChatHandler };

/** What can happen to a conversation. */
export type ChatEvent =
  /** The traveller writes. */
  | { type: "visitor-wrote" }
  /** The AI or the catalogue concierge answers, or a notice says the AI failed. */
  | { type: "concierge-answered" }
  /** A consultant replies from the desk. */
  | { type: "consultant-replied" }
  /** The traveller asks for a person ("Talk to a consultant"). */
  | { type: "visitor-asked-for-consultant" }
  /** The traveller ends the conversation ("End chat"). */
  | { type: "visitor-ended" }
  /** Staff open the conversation on the desk. */
  | { type: "staff-opened" }
  /** Staff set its status (any). */
  | { type: "staff-set-status"; status: ChatStatus }
  /** Staff take it over from the AI, or hand it back. */
  | { type: "staff-set-handler"; handler: ChatHandler };

/** The state after an event, or why the event is refused: the traveller ended the conversation. */
export type ChatTransition = { ok: true; state: ChatState } | { ok: false; refused: "ended" };

/** A conversation starts with the AI answering. */
export const NEW_CHAT_STATE: ChatState = { status: "AI-Active", handler: "ai" };

const ENDED = { ok: false, refused: "ended" } as const;
const to = (state: ChatState): ChatTransition => ({ ok: true, state });

/** Staff have it in hand: a conversation the AI was running needs a consultant's review. */
const reviewed = (status: ChatStatus): ChatStatus => (status === "AI-Active" ? "Needs Review" : status);

export function nextChatState(current: ChatState, event: ChatEvent): ChatTransition {
  const { status, handler } = current;
  switch (event.type) {
    case "visitor-wrote":
      // An ended conversation takes no more messages (the widget starts a new one); a resolved one
      // reopens, for whoever answers it.
      if (status === "User-Ended") return ENDED;
      if (status === "Resolved") return to({ handler, status: handler === "ai" ? "AI-Active" : "Needs Review" });
      return to(current);
    case "concierge-answered":
      return to(current);
    case "consultant-replied":
      return to({ handler: "consultant", status: reviewed(status) });
    case "visitor-asked-for-consultant":
      if (status === "User-Ended") return ENDED;
      return to({ handler: "consultant", status: status === "Resolved" ? "Needs Review" : reviewed(status) });
    case "visitor-ended":
      return to({ handler, status: "User-Ended" });
    case "staff-opened":
      return to({ handler, status: reviewed(status) });
    case "staff-set-status":
      return to({ handler, status: event.status });
    case "staff-set-handler":
      return event.handler === "ai" ? to({ handler: "ai", status: "AI-Active" }) : to({ handler: "consultant", status: reviewed(status) });
  }
}

/** Whether two states are the same. */
export const sameChatState = (a: ChatState, b: ChatState): boolean => a.status === b.status && a.handler === b.handler;
