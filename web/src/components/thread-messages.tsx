/**
 * An inquiry's conversation, oldest first: consultants' replies, the traveller's messages and (on
 * the desk) internal notes and each email's delivery. Texts are shown as typed (React escapes
 * them; line breaks kept by CSS).
 */
import { formatDateTime } from "../lib/format.ts";

export interface ThreadItem {
  id: string;
  kind: "reply" | "traveller" | "note";
  authorName: string;
  text: string;
  sentAt: string;
  mail?: "pending" | "sent" | "failed" | "skipped";
}

const KIND_LABEL: Record<ThreadItem["kind"], string> = {
  reply: "Consultant",
  traveller: "Traveller",
  note: "Internal note",
};

const MAIL_TEXT = {
  pending: "Sending the email...",
  sent: "Emailed",
  failed: "The email could not be delivered. Please contact them by phone.",
  skipped: "Not emailed: the traveller has turned off emails about their requests.",
} as const;

/** The words a thread is shown with: who wrote each kind, each email's delivery, and how a time is written. */
export interface ThreadWords {
  kind: Record<ThreadItem["kind"], string>;
  mail: Record<keyof typeof MAIL_TEXT, string>;
  time(iso: string): string;
}

const ENGLISH: ThreadWords = { kind: KIND_LABEL, mail: MAIL_TEXT, time: (iso) => formatDateTime(iso) };

interface ThreadMessagesProps {
  messages: readonly ThreadItem[];
  /** The desk shows notes' label and each email's delivery; the traveller sees neither. */
  forDesk?: boolean;
  label: string;
  emptyText: string;
  /** The desk's words in its language; English by default. */
  words?: ThreadWords;
}

export function ThreadMessages({ messages, forDesk, label, emptyText, words = ENGLISH }: ThreadMessagesProps) {
  if (messages.length === 0) return <p className="thread__empty">{emptyText}</p>;
  return (
    <ol className="thread" aria-label={label}>
      {messages.map((message) => (
        <li key={message.id} className={`thread__message thread__message--${message.kind}`} data-kind={message.kind}>
          <p className="thread__meta">
            <span className="thread__author">{message.authorName}</span>
            {forDesk || message.kind === "reply" ? <span className="thread__kind">{words.kind[message.kind]}</span> : null}
            <time dateTime={message.sentAt}>{words.time(message.sentAt)}</time>
          </p>
          <p className="thread__text">{message.text}</p>
          {forDesk && message.mail
            ? (
              <p className={`thread__mail thread__mail--${message.mail}`} role={message.mail === "failed" ? "note" : undefined}>
                {words.mail[message.mail]}
              </p>
            )
            : null}
        </li>
      ))}
    </ol>
  );
}
