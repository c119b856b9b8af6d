/**
 * The concierge's answer to a visitor's message, streamed as it is produced. With a model: the
 * persona, the conversation's earlier messages as history, text chunks as they arrive, and every
 * failure mapped to its text in CHAT_TEXTS (docs/decisions/057-ai-failures-in-the-chat.md). Without a
 * key: the catalogue concierge. Both answer in the session's language.
 * The caller stores the returned draft as the model's message.
 */
import { CHAT_LIMITS, CHAT_TEXTS, type ChatAuthor, type ChatMessage, type ChatSuggestion } from "../../contract/chat/session.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { catalogueAnswer, loadCatalogue } from "./catalogue-concierge.ts";
import { classifyAiError } from "./errors.ts";
import type { AiModel, ChatTurn } from "./gemini.ts";
import { chatSystemInstruction } from "./persona.ts";
import { log } from "../observe/log.ts";

export type ReplyEvent =
  | { type: "start"; author: ChatAuthor }
  | { type: "delta"; text: string }
  | { type: "notice"; text: string };

export type ReplyDraft = {
  text: string;
  author: ChatAuthor;
  interrupted?: boolean;
  suggestions?: ChatSuggestion[];
  /** A banner for the visitor (capacity, AI error); not stored. */
  notice?: string;
};

/**
 * The model's history: visitor messages as "user", answers (AI, catalogue, consultant) as "model";
 * system notices (fallbacks, error texts) are left out, as is the static greeting (never stored).
 * Consecutive turns of one role are joined, and the history starts with a user turn.
 */
export function toHistory(messages: ChatMessage[], max: number = CHAT_LIMITS.historyMessages): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of messages.slice(-max)) {
    if (message.author === "system" || !message.text.trim()) continue;
    const role = message.role === "user" ? "user" : "model";
    const last = turns[turns.length - 1];
    if (last && last.role === role) last.text += `\n\n${message.text}`;
    else turns.push({ role, text: message.text });
  }
  while (turns.length > 0 && turns[0].role !== "user") turns.shift();
  return turns;
}

export function pickFallback(random: () => number = Math.random): string {
  const list = CHAT_TEXTS.fallbackMessages;
  return list[Math.floor(random() * list.length) % list.length];
}

/** `messages` is the transcript so far, ending with the visitor's new message; `lang`: the session's language. */
export async function produceReply(
  input: { ai: AiModel | null; kv: Deno.Kv; messages: ChatMessage[]; lang?: SiteLanguage },
  emit: (event: ReplyEvent) => Promise<void>,
): Promise<ReplyDraft> {
  const catalogue = await loadCatalogue(input.kv);
  const question = input.messages[input.messages.length - 1]?.text ?? "";

  if (!input.ai) {
    const answer = catalogueAnswer(catalogue, question, input.lang);
    await emit({ type: "start", author: "catalogue" });
    await emit({ type: "delta", text: answer.text });
    return { text: answer.text, author: "catalogue", suggestions: answer.suggestions };
  }

  await emit({ type: "start", author: "ai" });
  let text = "";
  try {
    const chunks = input.ai.stream({ system: chatSystemInstruction(catalogue, input.lang), history: toHistory(input.messages) });
    for await (const chunk of chunks) {
      text += chunk;
      await emit({ type: "delta", text: chunk });
    }
  } catch (err) {
    const failure = classifyAiError(err);
    if (text.trim()) {
      log.error("chat answer interrupted", { kind: failure.kind, status: failure.status, detail: failure.detail });
      return { text, author: "ai", interrupted: true };
    }
    return failureDraft(failure.kind, failure.detail, emit);
  }
  if (!text.trim()) return { text: CHAT_TEXTS.emptyReply, author: "system" };
  return { text, author: "ai" };
}

async function failureDraft(
  kind: ReturnType<typeof classifyAiError>["kind"],
  detail: string,
  emit: (event: ReplyEvent) => Promise<void>,
): Promise<ReplyDraft> {
  switch (kind) {
    case "quota": {
      await emit({ type: "notice", text: CHAT_TEXTS.capacityBanner });
      return { text: pickFallback(), author: "system", notice: CHAT_TEXTS.capacityBanner };
    }
    case "auth":
      return { text: CHAT_TEXTS.authError, author: "system" };
    case "rate":
      return { text: CHAT_TEXTS.rateLimited, author: "system" };
    case "network":
      return { text: CHAT_TEXTS.networkError, author: "system" };
    case "invalid":
      return { text: CHAT_TEXTS.invalidRequest, author: "system" };
    default: {
      log.error("chat answer failed", { detail });
      const notice = `${CHAT_TEXTS.otherErrorBannerPrefix}${detail || "unexpected error"}`;
      await emit({ type: "notice", text: notice });
      return { text: CHAT_TEXTS.otherErrorMessage, author: "system", notice };
    }
  }
}
