/**
 * The traveller's trip emails, in the trip's language (texts in locales/{lang}/mail.json, `trip`),
 * with the private link under that language's prefix: "your trip is ready" on acceptance.
 */
import type { StoredTrip } from "../../contract/trips/model.ts";
import { MAIL_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";
import { type InquiryMailOptions, oneLine, senderName } from "./inquiry-mail.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";

export type TripMailOptions = Pick<InquiryMailOptions, "baseUrl" | "mailFrom" | "staffEmail">;

/** The traveller's page of a trip, in their language (`/fr/trips/...`; English unprefixed). */
export function tripLink(baseUrl: string, lang: StoredTrip["traveller"]["language"], token: string): string {
  return siteLink(baseUrl.replace(/\/+$/, ""), lang, `/trips/${token}`);
}

/** "Your trip is ready": sent in the acceptance's commit, with the traveller's first trip link. */
export function tripReadyMail(trip: StoredTrip, consultant: string | undefined, token: string, options: TripMailOptions): MailMessage {
  const { traveller, title } = trip;
  const lang = traveller.language;
  const texts = MAIL_TEXTS[lang];
  const t = texts.trip;
  return localizedMail(lang, {
    to: traveller.email,
    subject: oneLine(formatMessage(t.readySubject, { title }, lang)),
    lines: [
      formatMessage(texts.inquiry.greeting, { name: traveller.name }, lang),
      "",
      formatMessage(t.ready, { title }, lang),
      "",
      formatMessage(t.open, { link: tripLink(options.baseUrl, lang, token) }, lang),
      "",
      texts.regards,
      ...(consultant ? [consultant] : []),
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}
