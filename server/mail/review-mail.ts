/**
 * The review request: some days after a trip's return, its traveller is asked in their language
 * (locales/{lang}/mail.json, `review`) for a rating and a few words, through their trip link's
 * review page. Does no I/O.
 */
import type { StoredTrip } from "../../contract/trips/model.ts";
import { MAIL_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";
import { oneLine, senderName } from "./inquiry-mail.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";
import type { TripMailOptions } from "./trip-mail.ts";

/** The review page of a trip link, in the traveller's language. */
export function reviewLink(baseUrl: string, lang: StoredTrip["traveller"]["language"], token: string): string {
  return siteLink(baseUrl.replace(/\/+$/, ""), lang, `/trips/${token}/review`);
}

export function reviewRequestMail(trip: StoredTrip, token: string, consultant: string | undefined, options: TripMailOptions): MailMessage {
  const { traveller, title } = trip;
  const lang = traveller.language;
  const texts = MAIL_TEXTS[lang];
  const t = texts.review;
  return localizedMail(lang, {
    to: traveller.email,
    subject: oneLine(formatMessage(t.subject, { title }, lang)),
    lines: [
      formatMessage(texts.inquiry.greeting, { name: traveller.name }, lang),
      "",
      formatMessage(t.body, { title }, lang),
      "",
      formatMessage(t.open, { link: reviewLink(options.baseUrl, lang, token) }, lang),
      "",
      texts.regards,
      ...(consultant ? [consultant] : []),
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}
