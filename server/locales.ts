/**
 * The server's part of the locales tree (`locales/{lang}/{area}.json` at the repository's root, ICU
 * MessageFormat, one folder per language; the web app compiles its own areas of the same tree): the
 * API's answers (keyed by the English text, as gettext keys its messages), the travellers' emails,
 * the titles of their pushes and the catalogue concierge's fixed texts. English is the model: every
 * other language has each of its messages with the same values (tests/server/locales_test.ts).
 * Formatted by `util/message-format.ts`.
 */
import type { SiteLanguage } from "../contract/languages.ts";
import type { ConciergeTexts } from "./ai/concierge-languages/types.ts";
import enAnswers from "../locales/en/answers.json" with { type: "json" };
import arAnswers from "../locales/ar/answers.json" with { type: "json" };
import deAnswers from "../locales/de/answers.json" with { type: "json" };
import esAnswers from "../locales/es/answers.json" with { type: "json" };
import frAnswers from "../locales/fr/answers.json" with { type: "json" };
import itAnswers from "../locales/it/answers.json" with { type: "json" };
import ptAnswers from "../locales/pt/answers.json" with { type: "json" };
import enMail from "../locales/en/mail.json" with { type: "json" };
import arMail from "../locales/ar/mail.json" with { type: "json" };
import deMail from "../locales/de/mail.json" with { type: "json" };
import esMail from "../locales/es/mail.json" with { type: "json" };
import frMail from "../locales/fr/mail.json" with { type: "json" };
import itMail from "../locales/it/mail.json" with { type: "json" };
import ptMail from "../locales/pt/mail.json" with { type: "json" };
import enPushTitles from "../locales/en/push-titles.json" with { type: "json" };
import arPushTitles from "../locales/ar/push-titles.json" with { type: "json" };
import dePushTitles from "../locales/de/push-titles.json" with { type: "json" };
import esPushTitles from "../locales/es/push-titles.json" with { type: "json" };
import frPushTitles from "../locales/fr/push-titles.json" with { type: "json" };
import itPushTitles from "../locales/it/push-titles.json" with { type: "json" };
import ptPushTitles from "../locales/pt/push-titles.json" with { type: "json" };
import enProposal from "../locales/en/proposal.json" with { type: "json" };
import arProposal from "../locales/ar/proposal.json" with { type: "json" };
import deProposal from "../locales/de/proposal.json" with { type: "json" };
import esProposal from "../locales/es/proposal.json" with { type: "json" };
import frProposal from "../locales/fr/proposal.json" with { type: "json" };
import itProposal from "../locales/it/proposal.json" with { type: "json" };
import ptProposal from "../locales/pt/proposal.json" with { type: "json" };
import enTripCalendar from "../locales/en/trip-calendar.json" with { type: "json" };
import arTripCalendar from "../locales/ar/trip-calendar.json" with { type: "json" };
import deTripCalendar from "../locales/de/trip-calendar.json" with { type: "json" };
import esTripCalendar from "../locales/es/trip-calendar.json" with { type: "json" };
import frTripCalendar from "../locales/fr/trip-calendar.json" with { type: "json" };
import itTripCalendar from "../locales/it/trip-calendar.json" with { type: "json" };
import ptTripCalendar from "../locales/pt/trip-calendar.json" with { type: "json" };
import enTripChanges from "../locales/en/trip-changes.json" with { type: "json" };
import arTripChanges from "../locales/ar/trip-changes.json" with { type: "json" };
import deTripChanges from "../locales/de/trip-changes.json" with { type: "json" };
import esTripChanges from "../locales/es/trip-changes.json" with { type: "json" };
import frTripChanges from "../locales/fr/trip-changes.json" with { type: "json" };
import itTripChanges from "../locales/it/trip-changes.json" with { type: "json" };
import ptTripChanges from "../locales/pt/trip-changes.json" with { type: "json" };
import enConcierge from "../locales/en/concierge.json" with { type: "json" };
import arConcierge from "../locales/ar/concierge.json" with { type: "json" };
import deConcierge from "../locales/de/concierge.json" with { type: "json" };
import esConcierge from "../locales/es/concierge.json" with { type: "json" };
import frConcierge from "../locales/fr/concierge.json" with { type: "json" };
import itConcierge from "../locales/it/concierge.json" with { type: "json" };
import ptConcierge from "../locales/pt/concierge.json" with { type: "json" };

/** Each language's messages of one area, typed as English's. */
type ByLanguage<T> = Record<SiteLanguage, T>;
const byLanguage = <T>(en: T, ar: T, de: T, es: T, fr: T, it: T, pt: T): ByLanguage<T> => ({
  en,
  ar,
  de,
  es,
  fr,
  it,
  pt,
});

/** A text the API answers with, as written in English. */
export type AnswerText = keyof typeof enAnswers;
/** A language's answers: every English text, translated. */
export type AnswerTranslations = Record<AnswerText, string>;
/** Every text the API can answer with, in English (tests/checks/answer_texts_test.ts checks the server and the contract use no other). */
export const ANSWER_TEXTS = Object.keys(enAnswers) as AnswerText[];
export const ANSWERS = byLanguage<AnswerTranslations>(
  enAnswers,
  arAnswers,
  deAnswers,
  esAnswers,
  frAnswers,
  itAnswers,
  ptAnswers,
);

/** The travellers' emails' texts (staff emails are English, written with their code). */
export type MailTexts = typeof enMail;
export const MAIL_TEXTS = byLanguage<MailTexts>(enMail, arMail, deMail, esMail, frMail, itMail, ptMail);

/** The titles of the pushes travellers and members hear (staff pushes are English: contract/push-texts.ts). */
export type PushTitles = typeof enPushTitles;
export const PUSH_TITLES = byLanguage<PushTitles>(
  enPushTitles,
  arPushTitles,
  dePushTitles,
  esPushTitles,
  frPushTitles,
  itPushTitles,
  ptPushTitles,
);

/** The catalogue concierge's fixed texts (its word lists are data, in ai/concierge-languages/). */
export const CONCIERGE_TEXTS = byLanguage<ConciergeTexts>(
  enConcierge,
  arConcierge,
  deConcierge,
  esConcierge,
  frConcierge,
  itConcierge,
  ptConcierge,
);

/** The traveller's proposal page's texts (the web page's own), for its PDF. */
export type ProposalPageText = keyof typeof enProposal;
export const PROPOSAL_PAGE_TEXTS = byLanguage<Record<ProposalPageText, string>>(
  enProposal,
  arProposal,
  deProposal,
  esProposal,
  frProposal,
  itProposal,
  ptProposal,
);

/** The trip calendar's texts (`/trips/{token}.ics`: an item's confirmation, contacts, booking status). */
export type TripCalendarText = keyof typeof enTripCalendar;
export const TRIP_CALENDAR_TEXTS = byLanguage<Record<TripCalendarText, string>>(
  enTripCalendar,
  arTripCalendar,
  deTripCalendar,
  esTripCalendar,
  frTripCalendar,
  itTripCalendar,
  ptTripCalendar,
);

/** The sentences of a trip's change lines (contract/trips/changes.ts), for the traveller's email and push. */
export type TripChangeTexts = typeof enTripChanges;
export const TRIP_CHANGE_TEXTS = byLanguage<TripChangeTexts>(
  enTripChanges,
  arTripChanges,
  deTripChanges,
  esTripChanges,
  frTripChanges,
  itTripChanges,
  ptTripChanges,
);
