import { CHAT_TEXTS, type ChatAuthor, type ChatMessage } from "@contract/chat.ts";
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

/**
 * One message of a transcript: author, time, text, catalogue links, and an interrupted note. The
 * time is on `timeZone`'s clock (a member's), else the device's.
 */
export function ChatMessageView({ message, self, timeZone }: { message: ChatMessage; self?: string; timeZone?: string }) {
  const author = message.author ?? (message.role === "user" ? "visitor" : "ai");
  const date = new Date(message.timestamp);
  return (
    <div className={`chat-msg chat-msg--${author}`} data-author={author}>
      <p className="chat-msg__meta">
        <span className="chat-msg__author">{authorLabel(message, self)}</span>
        {Number.isNaN(date.getTime()) ? null : <time dateTime={message.timestamp}>{formatTime(message.timestamp, "clock", timeZone)}</time>}
      </p>
      <p className="chat-msg__text">{message.text}</p>
      {message.suggestions && message.suggestions.length > 0
        ? (
          <ul className="chat-msg__links" aria-label="Suggestions from our collection">
            {message.suggestions.map((s) => (
              <li key={`${s.kind}-${s.id}`}>
                <Link to={s.href}>{s.name}</Link> <span className="muted">({s.kind}, {s.location})</span>
              </li>
            ))}
          </ul>
        )
        : null}
      {author === "catalogue" ? <p className="chat-msg__note">{CATALOGUE_NOTE}</p> : null}
      {message.interrupted ? <p className="chat-msg__note chat-msg__note--warn">{CHAT_TEXTS.interrupted}</p> : null}
    </div>
  );
}
