/** The travellers' emails in German (Sie; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const de: MailTexts = {
  otp: {
    subject: "Ihr Bestätigungscode",
    thanks: "Vielen Dank für Ihre Bewerbung bei der Elite Community.",
    code: "Ihr Bestätigungscode lautet: {code}",
    expiry:
      "Er ist einmalig gültig und läuft in {minutes, plural, one {# Minute} other {# Minuten}} ab. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  },
  signInCode: {
    subject: "Ihr Anmeldecode",
    intro:
      "Mit Ihrem Passwort wurde soeben versucht, sich von einem Gerät bei Ihrem Konto anzumelden, das dort in letzter Zeit nicht angemeldet war. Wegen kürzlich fehlgeschlagener Anmeldeversuche bei Ihrem Konto braucht diese Anmeldung zusätzlich einen Code.",
    code: "Ihr Anmeldecode lautet: {code}",
    expiry: "Er ist einmalig gültig und läuft in {minutes, plural, one {# Minute} other {# Minuten}} ab.",
    notYou: "Falls Sie das nicht waren, kennt jemand Ihr Passwort: Bitte ändern Sie es so bald wie möglich.",
  },
  approval: {
    subject: "Ihre Mitgliedschaft ist bestätigt",
    greeting: "Guten Tag {name},",
    welcome: "Willkommen in der Elite Community: Ihr Mitgliedsantrag wurde angenommen.",
    access: "Ab sofort stehen Ihnen unsere VIP-Services und maßgeschneiderten Reiseerlebnisse uneingeschränkt offen.",
    signIn: "Melden Sie sich an unter {url}",
    team: "Ihr Concierge-Team",
  },
  inquiry: {
    subject: "Wir haben Ihre Anfrage erhalten: {item}",
    greeting: "Guten Tag {name},",
    hello: "Guten Tag,",
    thanks:
      "Vielen Dank für Ihre Anfrage zu {item}. Einer unserer Reiseberater meldet sich innerhalb von {hours, plural, one {# Stunde} other {# Stunden}} bei Ihnen.",
    item: "{type}: {item}",
    asked: "Ihre Anfrage:",
    package: "Reisepaket",
    activity: "Erlebnis",
    vip_service: "VIP-Service",
    people: "Anzahl der Personen: {count}",
    dates: "Wunschtermine: {dates}",
    notGiven: "Nicht angegeben",
    questions: "Fragen: {text}",
    requests: "Besondere Wünsche: {text}",
    none: "Keine",
    noQuestions: "Keine besonderen Fragen.",
    reference: "Referenznummer: {id}",
    changes: "Sollte sich etwas ändern, antworten Sie einfach auf diese E-Mail.",
    follow: "Hier verfolgen Sie Ihre Anfrage und schreiben uns (dieser Link ist nur für Sie bestimmt): {link}",
  },
  consultantReply: {
    subject: "Ihre Anfrage: {item}",
    answered: "{consultant} hat Ihre Anfrage zu {item} beantwortet:",
    follow: "Hier lesen Sie das gesamte Gespräch und antworten uns (dieser Link ist nur für Sie bestimmt): {link}",
  },
  chatTranscript: {
    subject: "Ihr Gespräch mit {brand}",
    intro: "Wie gewünscht erhalten Sie hier Ihr Gespräch mit unserem Reise-Concierge.",
    started: "Begonnen: {date}",
    you: "Sie",
    ai: "KI-Concierge",
    catalogue: "Concierge (aus unserer Kollektion)",
    consultant: "{name}, Reiseberater",
    team: "Unser Team",
    notice: "Hinweis",
    reply: "Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail, und einer unserer Reiseberater meldet sich bei Ihnen.",
    continue:
      "Sie möchten per E-Mail fortfahren: Einer unserer Reiseberater schreibt Ihnen hier innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.",
    signature: "Ihr Concierge-Team",
  },
  regards: "Mit herzlichen Grüßen",
};
