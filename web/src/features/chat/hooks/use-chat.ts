/**
 * The conversation behind the widget: loads the history (on every open), sends the visitor's
 * message and shows the answer as it streams, and listens for what staff add (consultant replies,
 * state changes) while the page is open. The visitor can end it (then start a new one) and ask
 * for a consultant.
 */
import type { ChatAuthor, ChatHandler, ChatMessage } from "@contract/chat/session.ts";
import type { ConsultantRequestAnswer } from "@contract/chat/visitor-requests.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { askForConsultant, endChat } from "../api/visitor-requests.ts";
import { getChatSession } from "../api/get-chat-session.ts";
import { isFreshSession, markSessionWritten } from "../api/session-id.ts";
import { sendChatMessage } from "../api/send-chat-message.ts";
import { watchChatSession } from "../api/watch-chat-session.ts";
import { mergeMessages } from "./merge-messages.ts";
import { useChatSession } from "./use-chat-session.ts";

export type ChatPhase = "loading" | "ready" | "failed";
export type Draft = { author: ChatAuthor; text: string };
/** Notes the window shows in its own words (the chat area's texts). */
export type ChatNote = "closedByTeam" | "missingSession" | "sendFailed";
/** Ended by this visitor now, or found ended (by them earlier, or by staff). */
export type Ended = "byVisitor" | "found" | null;

export function useChat(userId: string | undefined, open: boolean) {
  const { sessionId, failed: notFound, startNew, retry } = useChatSession(userId);
  const [phase, setPhase] = useState<ChatPhase>("loading");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [error, setError] = useState<string | ChatNote | null>(null);
  const [handler, setHandler] = useState<ChatHandler>("ai");
  const [note, setNote] = useState<ChatNote | null>(null);
  const [unread, setUnread] = useState(0);
  const [ended, setEnded] = useState<Ended>(null);
  const [person, setPerson] = useState<ConsultantRequestAnswer | null>(null);
  const [watchFrom, setWatchFrom] = useState<{ id?: string } | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const busyRef = useRef(false);
  const sendAbort = useRef<AbortController | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    if (!sessionId) return;
    setPhase("loading");
    setError(null);
    try {
      // A conversation started here and not yet written in has no history to ask for.
      const session = isFreshSession(sessionId) ? null : await getChatSession(sessionId, signal);
      if (signal?.aborted) return;
      const history = session?.messages ?? [];
      setMessages((current) => mergeMessages(current.filter((m) => !m.id.startsWith("local-")), history));
      if (session) setHandler(session.handler);
      if (session?.status === "User-Ended") setEnded((current) => current ?? "found");
      setPhase("ready");
      setWatchFrom((current) => current ?? { id: history.at(-1)?.id });
    } catch (err) {
      if (signal?.aborted || (err instanceof ApiError && err.code === "cancelled")) return;
      setPhase("failed");
    }
  }, [sessionId]);

  useEffect(() => {
    if (notFound) setPhase("failed");
  }, [notFound]);

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

  /** Forgets this conversation's state and starts a new one. */
  const startOver = useCallback((nextNote: ChatNote | null) => {
    setMessages([]);
    setHandler("ai");
    setEnded(null);
    setPerson(null);
    setError(null);
    setNote(nextNote);
    setWatchFrom(null);
    startNew();
    setPhase("ready");
  }, [startNew]);

  // Live updates (consultant replies, state) for as long as the page shows the widget.
  useEffect(() => {
    if (!watchFrom || !sessionId) return;
    const controller = new AbortController();
    void watchChatSession(sessionId, {
      onMessage(message) {
        setMessages((current) => mergeMessages(current, [message]));
        if (message.role === "model" && busyRef.current && message.author !== "consultant") setDraft(null);
        if (message.author === "consultant" && !openRef.current) setUnread((n) => n + 1);
      },
      onState(state) {
        setHandler(state.handler);
        if (state.status === "User-Ended") setEnded((current) => current ?? "found");
      },
      onDeleted() {
        startOver("closedByTeam");
      },
    }, { signal: controller.signal, lastMessageId: watchFrom.id });
    return () => controller.abort();
  }, [sessionId, watchFrom, startOver]);

  useEffect(() => () => sendAbort.current?.abort(), []);

  /** Sends the visitor's text; resolves false when it could not be sent (the text stays in the box). */
  const send = useCallback(async (raw: string): Promise<boolean> => {
    const text = raw.trim();
    if (!text || busyRef.current) return false;
    if (phase !== "ready" || !sessionId) {
      setError("missingSession");
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
    markSessionWritten(sessionId);
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
      // Ended meanwhile (on another device, or by staff): the window offers a new conversation.
      if (err instanceof ApiError && err.status === 409) setEnded("found");
      else setError(err instanceof ApiError && err.fromServer ? err.message : "sendFailed");
      return stored;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [phase, sessionId]);

  /** Ends the conversation; resolves false when the server could not be told. */
  const end = useCallback(async (): Promise<boolean> => {
    if (!sessionId) return false;
    try {
      await endChat(sessionId);
      setEnded("byVisitor");
      setPerson(null);
      return true;
    } catch (err) {
      setError(err instanceof ApiError && err.fromServer ? err.message : "sendFailed");
      return false;
    }
  }, [sessionId]);

  /** Asks for a person: whether one is at the desk, else by when the team answers. */
  const askPerson = useCallback(async () => {
    if (!sessionId) return;
    markSessionWritten(sessionId);
    try {
      const answer = await askForConsultant(sessionId);
      setPerson(answer);
      setHandler(answer.handler);
    } catch (err) {
      setError(err instanceof ApiError && err.fromServer ? err.message : "sendFailed");
    }
  }, [sessionId]);

  const reload = useCallback(() => {
    if (notFound || !sessionId) retry();
    return load();
  }, [notFound, sessionId, retry, load]);

  return {
    sessionId,
    phase: sessionId ? phase : notFound ? "failed" as const : "loading" as const,
    messages,
    draft,
    busy,
    banner,
    error,
    handler,
    note,
    unread,
    ended,
    person,
    send,
    end,
    askPerson,
    startOver: () => startOver(null),
    reload,
  };
}
