import type { ChatMessage, ChatSuggestion } from "@contract/chat/session.ts";
import { Link } from "../../../i18n/link.tsx";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatTime } from "../../../lib/format.ts";

/** The words around a message in the page's language (`useChatTexts`): who wrote it, the suggestions' labels and notes. */
export type MessageTexts = {
  author(message: Pick<ChatMessage, "author" | "authorName" | "role">): string;
  suggestions: string;
  /** What a suggestion is and where, beside its link: "(package, Dubai)", with the language's own comma. */
  detail(kind: ChatSuggestion["kind"], location: string): string;
  catalogueNote: string;
  interrupted: string;
};

/**
 * One message of a transcript: author, time, text, catalogue links, and an interrupted note. The
 * time is in the page's language, on `timeZone`'s clock (a member's), else the device's; `clock`
 * writes it instead when given (the staff desk's: the agency's clock, named).
 */
export function ChatMessageView(
  { message, timeZone, clock, texts: words }: { message: ChatMessage; timeZone?: string; clock?: (iso: string) => string; texts: MessageTexts },
) {
  const { lang } = useLanguage();
  const author = message.author ?? (message.role === "user" ? "visitor" : "ai");
  const date = new Date(message.timestamp);
  return (
    <div className={`chat-msg chat-msg--${author}`} data-author={author}>
      <p className="chat-msg__meta">
        <span className="chat-msg__author">{words.author(message)}</span>
        {Number.isNaN(date.getTime()) ? null : <time dateTime={message.timestamp}>{clock ? clock(message.timestamp) : formatTime(message.timestamp, "clock", timeZone, lang)}</time>}
      </p>
      <p className="chat-msg__text">{message.text}</p>
      {message.suggestions && message.suggestions.length > 0
        ? (
          <ul className="chat-msg__links" aria-label={words.suggestions}>
            {message.suggestions.map((s) => (
              <li key={`${s.kind}-${s.id}`}>
                <Link to={s.href}>{s.name}</Link> <span className="muted">{words.detail(s.kind, s.location)}</span>
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
