/**
 * A conversation as staff see it: loaded once, then kept current by the session's event stream
 * (new messages, status and handler changes) without reloading.
 */
import type { ChatHandler, ChatMessage } from "@contract/chat/session.ts";
import type { ChatStatus } from "@contract/enums.ts";
import { useEffect, useState } from "react";
import { getChatSession } from "../api/get-chat-session.ts";
import { watchChatSession } from "../api/watch-chat-session.ts";
import { mergeMessages } from "./merge-messages.ts";

export type TranscriptPhase = "loading" | "ready" | "failed" | "deleted";

export function useLiveTranscript(sessionId: string) {
  const [phase, setPhase] = useState<TranscriptPhase>("loading");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<{ status?: ChatStatus; handler?: ChatHandler }>({});

  useEffect(() => {
    const controller = new AbortController();
    setPhase("loading");
    (async () => {
      try {
        const session = await getChatSession(sessionId, controller.signal);
        if (controller.signal.aborted) return;
        if (!session) {
          setPhase("deleted");
          return;
        }
        setMessages(session.messages);
        setState({ status: session.status, handler: session.handler });
        setPhase("ready");
        await watchChatSession(sessionId, {
          onMessage: (message) => setMessages((current) => mergeMessages(current, [message])),
          onState: (next) => setState(next),
          onDeleted: () => setPhase("deleted"),
        }, { signal: controller.signal, lastMessageId: session.messages.at(-1)?.id });
      } catch {
        if (!controller.signal.aborted) setPhase("failed");
      }
    })();
    return () => controller.abort();
  }, [sessionId]);

  /** Shows a message sent from this screen at once (the stream brings it too; ids dedupe). */
  const add = (message: ChatMessage) => setMessages((current) => mergeMessages(current, [message]));

  return { phase, messages, status: state.status, handler: state.handler, add };
}
