/** The travellers' emails in French (vous; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const fr: MailTexts = {
  otp: {
    subject: "Votre code de vérification",
    thanks: "Merci de votre candidature à l'Elite Community.",
    code: "Votre code de vérification : {code}",
    expiry:
      "Ce code n'est valable qu'une fois et expire dans {minutes, plural, one {# minute} other {# minutes}}. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
  },
  signInCode: {
    subject: "Votre code de connexion",
    intro:
      "Votre mot de passe vient d'être utilisé pour vous connecter à votre compte depuis un appareil qui ne s'y est pas connecté récemment. En raison de tentatives de connexion échouées récentes sur votre compte, cette connexion demande aussi un code.",
    code: "Votre code de connexion : {code}",
    expiry: "Ce code n'est valable qu'une fois et expire dans {minutes, plural, one {# minute} other {# minutes}}.",
    notYou: "Si ce n'était pas vous, quelqu'un connaît votre mot de passe : changez-le dès que possible.",
  },
  approval: {
    subject: "Votre adhésion est approuvée",
    greeting: "Bonjour {name},",
    welcome: "Bienvenue dans l'Elite Community : votre demande d'adhésion a été approuvée.",
    access: "Vous avez désormais pleinement accès à nos services VIP et à nos voyages sur mesure.",
    signIn: "Connectez-vous sur {url}",
    team: "Votre service de conciergerie",
  },
  inquiry: {
    subject: "Nous avons bien reçu votre demande : {item}",
    greeting: "Bonjour {name},",
    hello: "Bonjour,",
    thanks:
      "Merci de votre demande concernant {item}. L'un de nos conseillers voyage vous contactera {hours, plural, one {dans l'heure} other {dans les # heures}}.",
    item: "{type} : {item}",
    asked: "Votre demande :",
    package: "Séjour",
    activity: "Expérience",
    vip_service: "Service VIP",
    people: "Nombre de personnes : {count}",
    dates: "Dates souhaitées : {dates}",
    notGiven: "Non précisées",
    questions: "Questions : {text}",
    requests: "Demandes particulières : {text}",
    none: "Aucune",
    noQuestions: "Pas de question particulière.",
    reference: "Référence : {id}",
    changes: "Pour toute modification, il vous suffit de répondre à cet e-mail.",
    follow: "Suivez votre demande et écrivez-nous ici (ce lien vous est personnel) : {link}",
  },
  consultantReply: {
    subject: "Votre demande : {item}",
    answered: "{consultant} a répondu à votre demande concernant {item} :",
    follow: "Retrouvez l'ensemble de la conversation et répondez-nous ici (ce lien vous est personnel) : {link}",
  },
  chatTranscript: {
    subject: "Votre conversation avec {brand}",
    intro: "Voici, comme vous l'avez demandé, votre conversation avec notre service de conciergerie.",
    started: "Début : {date}",
    you: "Vous",
    ai: "Concierge IA",
    catalogue: "Conciergerie (notre collection)",
    consultant: "{name}, conseiller voyage",
    team: "Notre équipe",
    notice: "Information",
    reply: "Une question ? Il vous suffit de répondre à cet e-mail : l'un de nos conseillers voyage vous répondra.",
    continue:
      "Vous avez demandé à poursuivre par e-mail : l'un de nos conseillers voyage vous écrira ici {hours, plural, one {dans l'heure} other {dans les # heures}}.",
    signature: "Votre service de conciergerie",
  },
  regards: "Avec nos plus chaleureuses salutations,",
};
