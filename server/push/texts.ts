/**
 * The titles of the pushes to travellers and members in every site language, English being the
 * contract's (PUSH_NOTIFICATIONS), and their links under the reader's language prefix (`/fr/...`;
 * English unprefixed). Staff pushes stay English, like staff emails. Terms as in docs/glossary.md.
 */
import { languagePath } from "../../contract/language-paths.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { PUSH_NOTIFICATIONS, type PushPayload } from "../../contract/push.ts";

/** The pushes a traveller or a member hears. */
export type TravellerPush = "chatAnswered" | "bespokeContacted" | "membershipApproved" | "inquiryAnswered";
type Titles = Record<TravellerPush, string>;

const en: Titles = {
  chatAnswered: PUSH_NOTIFICATIONS.chatAnswered.title,
  bespokeContacted: PUSH_NOTIFICATIONS.bespokeContacted.title,
  membershipApproved: PUSH_NOTIFICATIONS.membershipApproved.title,
  inquiryAnswered: PUSH_NOTIFICATIONS.inquiryAnswered.title,
};

export const PUSH_TITLES: Record<SiteLanguage, Titles> = {
  en,
  ar: {
    chatAnswered: "ردّ مستشار السفر على رسالتكم",
    bespokeContacted: "مستشار السفر على تواصل معكم بشأن رحلتكم المصمَّمة حسب الطلب",
    membershipApproved: "تمت الموافقة على عضويتكم في Aurum Voyages",
    inquiryAnswered: "ردّ مستشار السفر على استفساركم",
  },
  es: {
    chatAnswered: "Un asesor de viajes ha respondido a su mensaje",
    bespokeContacted: "Un asesor de viajes se pone en contacto con usted sobre su viaje a medida",
    membershipApproved: "Su adhesión a Aurum Voyages ha sido aprobada",
    inquiryAnswered: "Un asesor de viajes ha respondido a su consulta",
  },
  fr: {
    chatAnswered: "Un conseiller voyage a répondu à votre message",
    bespokeContacted: "Un conseiller voyage vous contacte au sujet de votre voyage sur mesure",
    membershipApproved: "Votre adhésion à Aurum Voyages est approuvée",
    inquiryAnswered: "Un conseiller voyage a répondu à votre demande",
  },
  de: {
    chatAnswered: "Ein Reiseberater hat auf Ihre Nachricht geantwortet",
    bespokeContacted: "Ein Reiseberater meldet sich zu Ihrer maßgeschneiderten Reise",
    membershipApproved: "Ihre Mitgliedschaft bei Aurum Voyages ist bestätigt",
    inquiryAnswered: "Ein Reiseberater hat Ihre Anfrage beantwortet",
  },
  it: {
    chatAnswered: "Un consulente di viaggio ha risposto al vostro messaggio",
    bespokeContacted: "Un consulente di viaggio vi contatta per il vostro viaggio su misura",
    membershipApproved: "La vostra adesione ad Aurum Voyages è stata approvata",
    inquiryAnswered: "Un consulente di viaggio ha risposto alla vostra richiesta",
  },
  pt: {
    chatAnswered: "Um consultor de viagens respondeu à sua mensagem",
    bespokeContacted: "Um consultor de viagens está em contacto consigo sobre a sua viagem à medida",
    membershipApproved: "A sua adesão à Aurum Voyages foi aprovada",
    inquiryAnswered: "Um consultor de viagens respondeu ao seu pedido de informação",
  },
};

/** A traveller's push in their language: its title, and `path` (the notification's own by default) under their prefix. */
export function travellerPush(push: TravellerPush, path: string = PUSH_NOTIFICATIONS[push].url): (lang: SiteLanguage) => PushPayload {
  return (lang) => ({ title: PUSH_TITLES[lang][push], url: languagePath(lang, path) });
}
