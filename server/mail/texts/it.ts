/** The travellers' emails in Italian (voi; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const it: MailTexts = {
  otp: {
    subject: "Il vostro codice di verifica",
    thanks: "Grazie per la vostra candidatura alla Elite Community.",
    code: "Il vostro codice di verifica è: {code}",
    expiry:
      "È valido una sola volta e scade tra {minutes, plural, one {# minuto} other {# minuti}}. Se non lo avete richiesto, potete ignorare questa e-mail.",
  },
  signInCode: {
    subject: "Il vostro codice di accesso",
    intro:
      "La vostra password è appena stata usata per accedere al vostro account da un dispositivo che non vi ha effettuato l'accesso di recente. A causa di recenti tentativi di accesso non riusciti sul vostro account, questo accesso richiede anche un codice.",
    code: "Il vostro codice di accesso è: {code}",
    expiry: "È valido una sola volta e scade tra {minutes, plural, one {# minuto} other {# minuti}}.",
    notYou: "Se non siete stati voi, qualcuno conosce la vostra password: cambiatela al più presto.",
  },
  approval: {
    subject: "La vostra adesione è stata approvata",
    greeting: "Gentile {name},",
    welcome: "Benvenuti nella Elite Community: la vostra domanda di adesione è stata approvata.",
    access: "Da oggi avete pieno accesso ai nostri servizi VIP e alle nostre esperienze di viaggio su misura.",
    signIn: "Accedete da {url}",
    team: "Il vostro team concierge",
  },
  inquiry: {
    subject: "Abbiamo ricevuto la vostra richiesta: {item}",
    greeting: "Gentile {name},",
    hello: "Gentile viaggiatore,",
    thanks:
      "Grazie per la vostra richiesta su {item}. Uno dei nostri consulenti di viaggio vi contatterà entro {hours, plural, one {# ora} other {# ore}}.",
    item: "{type}: {item}",
    asked: "La vostra richiesta:",
    package: "Pacchetto di viaggio",
    activity: "Esperienza",
    vip_service: "Servizio VIP",
    people: "Numero di persone: {count}",
    dates: "Date preferite: {dates}",
    notGiven: "Non indicate",
    questions: "Domande: {text}",
    requests: "Richieste particolari: {text}",
    none: "Nessuna",
    noQuestions: "Nessuna domanda specifica.",
    reference: "Riferimento: {id}",
    changes: "Se qualcosa cambia, vi basta rispondere a questa e-mail.",
    follow: "Seguite la vostra richiesta e scriveteci qui (questo link è riservato a voi): {link}",
  },
  consultantReply: {
    subject: "La vostra richiesta: {item}",
    answered: "{consultant} ha risposto alla vostra richiesta su {item}:",
    follow: "Leggete l'intera conversazione e rispondeteci qui (questo link è riservato a voi): {link}",
  },
  chatTranscript: {
    subject: "La vostra conversazione con {brand}",
    intro: "Ecco, come richiesto, la vostra conversazione con il nostro concierge di viaggio.",
    started: "Iniziata: {date}",
    you: "Voi",
    ai: "Concierge IA",
    catalogue: "Concierge (dalla nostra collezione)",
    consultant: "{name}, consulente di viaggio",
    team: "Il nostro team",
    notice: "Avviso",
    reply: "Avete domande? Vi basta rispondere a questa e-mail e uno dei nostri consulenti di viaggio vi risponderà.",
    continue:
      "Avete chiesto di proseguire via e-mail: uno dei nostri consulenti di viaggio vi scriverà qui entro {hours, plural, one {# ora} other {# ore}}.",
    signature: "Il vostro team concierge",
  },
  regards: "Con i più cordiali saluti,",
};
