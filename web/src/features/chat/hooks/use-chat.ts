/**
 * The conversation behind the widget: loads the history (on every open), sends the visitor's
 * message and shows the answer as it streams, and listens for what staff add (consultant replies,
 * state changes) while the page is open.
 */
import { CHAT_TEXTS, type ChatAuthor, type ChatHandler, type ChatMessage } from "@contract/chat.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { getChatSession } from "../api/get-chat-session.ts";
import { sendChatMessage } from "../api/send-chat-message.ts";
import { getOrCreateSessionId, startNewSessionId } from "../api/session-id.ts";
import { watchChatSession } from "../api/watch-chat-session.ts";
import { mergeMessages } from "./merge-messages.ts";

export type ChatPhase = "loading" | "ready" | "failed";
export type Draft = { author: ChatAuthor; text: string };

export function useChat(userId: string | undefined, open: boolean) {
  const [sessionId, setSessionId] = useState(() => getOrCreateSessionId(userId));
  const [phase, setPhase] = useState<ChatPhase>("loading");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [handler, setHandler] = useState<ChatHandler>("ai");
  const [note, setNote] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const [watchFrom, setWatchFrom] = useState<{ id?: string } | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const busyRef = useRef(false);
  const sendAbort = useRef<AbortController | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setPhase("loading");
    setError(null);
    try {
      const session = await getChatSession(sessionId, signal);
      if (signal?.aborted) return;
      const history = session?.messages ?? [];
      setMessages((current) => mergeMessages(current.filter((m) => !m.id.startsWith("local-")), history));
      if (session) setHandler(session.handler);
      setPhase("ready");
      setWatchFrom((current) => current ?? { id: history.at(-1)?.id });
    } catch (err) {
      if (signal?.aborted || (err instanceof ApiError && err.code === "cancelled")) return;
      setPhase("failed");
    }
  }, [sessionId]);

  // The history is (re)loaded whenever the window opens.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [open, load]);

  useEffect(() => {
    if (open) setUnread(0);
  }, [open]);

  // Live updates (consultant replies, state) for as long as the page shows the widget.
  useEffect(() => {
    if (!watchFrom) return;
    const controller = new AbortController();
    void watchChatSession(sessionId, {
      onMessage(message) {
        setMessages((current) => mergeMessages(current, [message]));
        if (message.role === "model" && busyRef.current && message.author !== "consultant") setDraft(null);
        if (message.author === "consultant" && !openRef.current) setUnread((n) => n + 1);
      },
      onState(state) {
        setHandler(state.handler);
      },
      onDeleted() {
        setMessages([]);
        setHandler("ai");
        setNote("This conversation was closed by our team. Write again any time to start a new one.");
        setWatchFrom(null);
        setSessionId(startNewSessionId(userId));
      },
    }, { signal: controller.signal, lastMessageId: watchFrom.id });
    return () => controller.abort();
  }, [sessionId, watchFrom, userId]);

  useEffect(() => () => sendAbort.current?.abort(), []);

  /** Sends the visitor's text; resolves false when it could not be sent (the text stays in the box). */
  const send = useCallback(async (raw: string): Promise<boolean> => {
    const text = raw.trim();
    if (!text || busyRef.current) return false;
    if (phase !== "ready") {
      setError(CHAT_TEXTS.missingSession);
      return false;
    }
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setBanner(null);
    setNote(null);
    const localId = `local-${Date.now()}`;
    setMessages((current) => [...current, { id: localId, text, role: "user", author: "visitor", timestamp: new Date().toISOString() }]);
    const controller = new AbortController();
    sendAbort.current = controller;
    let stored = false;
    try {
      await sendChatMessage(sessionId, text, {
        onStored(message) {
          stored = true;
          setMessages((current) => mergeMessages(current.filter((m) => m.id !== localId), [message]));
          setWatchFrom((current) => current ?? { id: message.id });
        },
        onStart(author) {
          setDraft({ author, text: "" });
        },
        onDelta(chunk) {
          setDraft((current) => (current ? { ...current, text: current.text + chunk } : { author: "ai", text: chunk }));
        },
        onNotice(notice) {
          setBanner(notice);
        },
        onDone(reply, nextHandler) {
          setDraft(null);
          setHandler(nextHandler);
          if (reply) setMessages((current) => mergeMessages(current, [reply]));
        },
      }, controller.signal);
      return true;
    } catch (err) {
      setDraft(null);
      if (!stored) setMessages((current) => current.filter((m) => m.id !== localId));
      if (err instanceof ApiError && err.code === "cancelled") return false;
      setError(err instanceof ApiError ? err.message : "The message could not be sent. Please try again.");
      return stored;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [phase, sessionId]);

  return { sessionId, phase, messages, draft, busy, banner, error, handler, note, unread, send, reload: load };
}
