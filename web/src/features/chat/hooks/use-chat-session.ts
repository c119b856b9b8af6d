/**
 * Which conversation the widget shows. An anonymous visitor: the one this tab keeps. A member: the
 * anonymous one they started before logging in (kept, so it becomes theirs), else their open one
 * (the same on every device), else the one this tab keeps, else a new one.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { getMyOpenChat, keepChat } from "../api/visitor-requests.ts";
import { anonymousSessionToKeep, getOrCreateSessionId, rememberSessionId, startNewSessionId } from "../api/session-id.ts";

async function memberSessionId(userId: string, signal: AbortSignal): Promise<string> {
  const toKeep = anonymousSessionToKeep(userId);
  if (toKeep) {
    try {
      await keepChat(toKeep, signal);
      return rememberSessionId(toKeep, userId);
    } catch (error) {
      // Never written in (or no longer there): nothing to keep.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const open = await getMyOpenChat(signal);
  return open ? rememberSessionId(open.sessionId, userId) : getOrCreateSessionId(userId);
}

export function useChatSession(userId: string | undefined) {
  const [sessionId, setSessionId] = useState<string | null>(() => (userId ? null : getOrCreateSessionId(undefined)));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setFailed(false);
    memberSessionId(userId, controller.signal).then(setSessionId, (error) => {
      if (!controller.signal.aborted && !(error instanceof ApiError && error.code === "cancelled")) setFailed(true);
    });
    return () => controller.abort();
  }, [userId, attempt]);

  /** A fresh conversation (the last one ended or was deleted). */
  const startNew = useCallback(() => {
    setSessionId(startNewSessionId(userId));
  }, [userId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { sessionId, failed, startNew, retry };
}
