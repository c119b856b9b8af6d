/**
 * The emails of a chat conversation: its transcript to the visitor, in their language (every
 * message with its author and time), and, when they asked to continue by email, the same
 * conversation to the staff address in English, with the visitor's address to reply to.
 * Plain functions of the stored transcript; they do no I/O.
 */
import { agencyTimeText } from "../../contract/agency-time.ts";
import { CHAT_BRAND, type ChatMessage, type ChatSession } from "../../contract/chat/session.ts";
import { CHAT_FOLLOW_RULES } from "../../contract/chat/rules.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { formatMessage } from "../util/message-format.ts";
import { oneLine, STAFF_LANGUAGE_NAMES } from "./inquiry-mail.ts";
import { localizedMail } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";
import { MAIL_TEXTS } from "../locales.ts";

type TranscriptTexts = typeof MAIL_TEXTS.en.chatTranscript;

/** A time as the reader's language writes it, on UTC's clock (named), since an email has no time zone. */
function when(timestamp: string, lang: SiteLanguage): string {
  const fields = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" } as const;
  return new Intl.DateTimeFormat(lang, { ...fields, timeZone: "UTC", timeZoneName: "short" }).format(new Date(timestamp));
}

function authorOf(message: ChatMessage, t: TranscriptTexts, lang: SiteLanguage): string {
  const author = message.author ?? (message.role === "user" ? "visitor" : "ai");
  switch (author) {
    case "visitor":
      return t.you;
    case "ai":
      return t.ai;
    case "catalogue":
      return t.catalogue;
    case "consultant":
      return message.authorName ? formatMessage(t.consultant, { name: message.authorName }, lang) : t.team;
    default:
      return t.notice;
  }
}

/**
 * The conversation as lines: when it started, then each message under its author and time, each
 * time written by `time` (the visitor's: `when`; staff's: on the agency's clock).
 */
function transcriptLines(session: ChatSession, t: TranscriptTexts, lang: SiteLanguage, time = (at: string) => when(at, lang)): string[] {
  const lines = [formatMessage(t.started, { date: time(session.startTimestamp) }, lang), ""];
  for (const message of session.messages) {
    lines.push(`${authorOf(message, t, lang)} (${time(message.timestamp)}):`, message.text, "");
  }
  return lines;
}

export function chatTranscriptMail(
  session: ChatSession,
  to: string,
  lang: SiteLanguage,
  options: { staffEmail: string; continueByEmail: boolean },
): MailMessage {
  const texts = MAIL_TEXTS[lang];
  const t = texts.chatTranscript;
  const closing = options.continueByEmail
    ? formatMessage(t.continue, { hours: CHAT_FOLLOW_RULES.answerWithinHours }, lang)
    : t.reply;
  return localizedMail(lang, {
    to,
    subject: formatMessage(t.subject, { brand: CHAT_BRAND }, lang),
    lines: [t.intro, "", ...transcriptLines(session, t, lang), closing, "", texts.regards, t.signature],
    replyTo: options.staffEmail,
  });
}

/** To the staff address: a visitor asked to continue by email; replying answers them. Times on the agency's clock (`timeZone`). */
export function chatFollowUpMail(
  session: ChatSession,
  visitorEmail: string,
  lang: SiteLanguage,
  options: { staffEmail: string; baseUrl: string; timeZone: string },
): MailMessage {
  const t = MAIL_TEXTS.en.chatTranscript;
  const language = lang === "en" ? "" : ` They wrote in ${STAFF_LANGUAGE_NAMES.of(lang)}.`;
  return {
    to: options.staffEmail,
    subject: oneLine(`Chat to continue by email: ${session.userName ?? visitorEmail}`),
    text: [
      `A visitor asked to continue their chat by email (${visitorEmail}); no consultant was at the desk.${language}`,
      `Reply to this email to answer them. The conversation: ${options.baseUrl.replace(/\/+$/, "")}/admin/live-chats (${session.sessionId})`,
      "",
      ...transcriptLines(session, t, "en", (at) => agencyTimeText(at, options.timeZone)),
    ].join("\n"),
    replyTo: visitorEmail,
  };
}
