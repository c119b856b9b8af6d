/**
 * An inquiry's conversation, oldest first: consultants' replies, the traveller's messages and (on
 * the desk) internal notes and each email's delivery. Texts are shown as typed (React escapes
 * them; line breaks kept by CSS).
 */
export interface ThreadItem {
  id: string;
  kind: "reply" | "traveller" | "note";
  authorName: string;
  text: string;
  sentAt: string;
  mail?: "pending" | "sent" | "failed" | "skipped";
}

type MailState = NonNullable<ThreadItem["mail"]>;

/**
 * The words a thread is shown with, in the page's language: who wrote each kind (a traveller sees
 * only the consultants' "Consultant"), each email's delivery (the desk's), and how a time is
 * written (on the reader's clock).
 */
export interface ThreadWords {
  kind: { reply: string } & Partial<Record<ThreadItem["kind"], string>>;
  mail?: Record<MailState, string>;
  time(iso: string): string;
}

interface ThreadMessagesProps {
  messages: readonly ThreadItem[];
  /** The desk shows notes' label and each email's delivery; the traveller sees neither. */
  forDesk?: boolean;
  label: string;
  emptyText: string;
  words: ThreadWords;
}

export function ThreadMessages({ messages, forDesk, label, emptyText, words }: ThreadMessagesProps) {
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
          {forDesk && message.mail && words.mail
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
