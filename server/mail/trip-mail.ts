/**
 * The traveller's trip emails, in the trip's language (texts in locales/{lang}/mail.json, `trip`),
 * with the private link under that language's prefix: "your trip is ready" on acceptance, and
 * "your trip has changed" with the sentences of what changed (locales/{lang}/trip-changes.json)
 * and the consultant's note when staff change it.
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import { changeValues, type TripChangeLine } from "../../contract/trips/changes.ts";
import type { StoredTrip, TripChange } from "../../contract/trips/model.ts";
import { MAIL_TEXTS, TRIP_CHANGE_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";
import { type InquiryMailOptions, oneLine, senderName } from "./inquiry-mail.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";

export type TripMailOptions = Pick<InquiryMailOptions, "baseUrl" | "mailFrom" | "staffEmail">;

/** The traveller's page of a trip, in their language (`/fr/trips/...`; English unprefixed). */
export function tripLink(baseUrl: string, lang: StoredTrip["traveller"]["language"], token: string): string {
  return siteLink(baseUrl.replace(/\/+$/, ""), lang, `/trips/${token}`);
}

type TripTexts = (typeof MAIL_TEXTS)[SiteLanguage]["trip"];

/**
 * A trip email to its traveller in the trip's language: the subject and the body (`body`, between
 * the greeting and the link), then the private link, the regards and the consultant's name.
 */
function tripMail(
  trip: StoredTrip,
  message: { subject: keyof TripTexts; body: (t: TripTexts, lang: SiteLanguage) => string[]; open: keyof TripTexts },
  token: string,
  consultant: string | undefined,
  options: TripMailOptions,
): MailMessage {
  const { traveller, title } = trip;
  const lang = traveller.language;
  const texts = MAIL_TEXTS[lang];
  const t = texts.trip;
  return localizedMail(lang, {
    to: traveller.email,
    subject: oneLine(formatMessage(t[message.subject], { title }, lang)),
    lines: [
      formatMessage(texts.inquiry.greeting, { name: traveller.name }, lang),
      "",
      ...message.body(t, lang),
      "",
      formatMessage(t[message.open], { link: tripLink(options.baseUrl, lang, token) }, lang),
      "",
      texts.regards,
      ...(consultant ? [consultant] : []),
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}

/** "Your trip is ready": sent in the acceptance's commit, with the traveller's first trip link. */
export function tripReadyMail(trip: StoredTrip, consultant: string | undefined, token: string, options: TripMailOptions): MailMessage {
  return tripMail(trip, {
    subject: "readySubject",
    body: (t, lang) => [formatMessage(t.ready, { title: trip.title }, lang)],
    open: "open",
  }, token, consultant, options);
}

/** A day (YYYY-MM-DD) as the language writes it, day and month ("12 March": English as the agency writes it, British). */
export function dayAndMonth(day: string, lang: SiteLanguage): string {
  return new Intl.DateTimeFormat(`${lang === "en" ? "en-GB" : lang}-u-nu-latn`, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A change line as the traveller reads it: "Your Airport transfer on 12 March now leaves at 10:30." */
export function changeSentence(line: TripChangeLine, lang: SiteLanguage): string {
  return formatMessage(TRIP_CHANGE_TEXTS[lang][line.kind], changeValues(line, (day) => dayAndMonth(day, lang)), lang);
}

/** "Your trip has changed": what changed, one sentence a line, the consultant's note, and a link. */
export function tripChangedMail(trip: StoredTrip, change: TripChange, token: string, consultant: string | undefined, options: TripMailOptions): MailMessage {
  return tripMail(trip, {
    subject: "changedSubject",
    body: (t, lang) => [
      formatMessage(t.changed, { title: trip.title }, lang),
      ...change.lines.map((line) => `- ${changeSentence(line, lang)}`),
      ...(change.note ? ["", t.note, change.note] : []),
    ],
    open: "openChanged",
  }, token, consultant, options);
}
