import { CHAT_TEXTS, type ChatAuthor, type ChatMessage, type ChatSuggestion } from "@contract/chat.ts";
import { Link } from "react-router-dom";
import { formatTime } from "../../../lib/format.ts";

/** Who wrote it, in words: visitors can always tell an AI answer from a consultant's. */
export function authorLabel(message: Pick<ChatMessage, "author" | "authorName" | "role">, self = "You"): string {
  const author: ChatAuthor = message.author ?? (message.role === "user" ? "visitor" : "ai");
  switch (author) {
    case "visitor":
      return self;
    case "ai":
      return "AI concierge";
    case "catalogue":
      return "Concierge (from our collection)";
    case "consultant":
      return `${message.authorName ?? "Our team"}, travel consultant`;
    default:
      return "Concierge notice";
  }
}

const CATALOGUE_NOTE = "Our AI assistant is offline, so these suggestions come straight from our collection.";

/** The words around a message: English by default (the staff desk), the visitor's language in the widget. */
export type MessageTexts = {
  author(message: ChatMessage): string;
  suggestions: string;
  kind(kind: ChatSuggestion["kind"]): string;
  catalogueNote: string;
  interrupted: string;
};

const ENGLISH: Omit<MessageTexts, "author"> = {
  suggestions: "Suggestions from our collection",
  kind: (kind) => kind,
  catalogueNote: CATALOGUE_NOTE,
  interrupted: CHAT_TEXTS.interrupted,
};

/**
 * One message of a transcript: author, time, text, catalogue links, and an interrupted note. The
 * time is on `timeZone`'s clock (a member's), else the device's.
 */
export function ChatMessageView(
  { message, self, timeZone, texts }: { message: ChatMessage; self?: string; timeZone?: string; texts?: MessageTexts },
) {
  const words = texts ?? { ...ENGLISH, author: (m: ChatMessage) => authorLabel(m, self) };
  const author = message.author ?? (message.role === "user" ? "visitor" : "ai");
  const date = new Date(message.timestamp);
  return (
    <div className={`chat-msg chat-msg--${author}`} data-author={author}>
      <p className="chat-msg__meta">
        <span className="chat-msg__author">{words.author(message)}</span>
        {Number.isNaN(date.getTime()) ? null : <time dateTime={message.timestamp}>{formatTime(message.timestamp, "clock", timeZone)}</time>}
      </p>
      <p className="chat-msg__text">{message.text}</p>
      {message.suggestions && message.suggestions.length > 0
        ? (
          <ul className="chat-msg__links" aria-label={words.suggestions}>
            {message.suggestions.map((s) => (
              <li key={`${s.kind}-${s.id}`}>
                <Link to={s.href}>{s.name}</Link> <span className="muted">({words.kind(s.kind)}, {s.location})</span>
              </li>
            ))}
          </ul>
        )
        : null}
      {author === "catalogue" ? <p className="chat-msg__note">{words.catalogueNote}</p> : null}
      {message.interrupted ? <p className="chat-msg__note chat-msg__note--warn">{words.interrupted}</p> : null}
    </div>
  );
}
