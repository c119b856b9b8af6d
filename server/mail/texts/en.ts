/**
 * The travellers' emails in English: the product's own texts, and the shape every other language's
 * texts must have (a missing or extra key fails the compiler). Values go in as `{name}`; counts as
 * `{count, plural, one {...} other {...}}` (server/util/message-format.ts).
 */
export const en = {
  otp: {
    subject: "Your verification code",
    thanks: "Thank you for applying to the Elite Community.",
    code: "Your verification code is: {code}",
    expiry:
      "It works once and expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this email.",
  },
  signInCode: {
    subject: "Your sign-in code",
    intro:
      "Your password was just used to sign in to your account from a device that has not signed in to it lately. Because of recent failed sign-in attempts on your account, this sign-in also needs a code.",
    code: "Your sign-in code is: {code}",
    expiry: "It works once and expires in {minutes, plural, one {# minute} other {# minutes}}.",
    notYou: "If this was not you, someone knows your password: please change it as soon as you can.",
  },
  approval: {
    subject: "Your membership is approved",
    greeting: "Dear {name},",
    welcome: "Welcome to the Elite Community: your membership application has been approved.",
    access: "You now have full access to our VIP services and bespoke travel experiences.",
    signIn: "Sign in at {url}",
    team: "Your concierge team",
  },
  inquiry: {
    subject: "We have received your inquiry: {item}",
    greeting: "Dear {name},",
    /** The confirmation's greeting: it names nobody, since anyone may type any name and address. */
    hello: "Dear traveller,",
    thanks:
      "Thank you for your inquiry about {item}. One of our consultants will contact you within {hours, plural, one {# hour} other {# hours}}.",
    item: "{type}: {item}",
    asked: "What you asked us:",
    package: "Package",
    activity: "Activity",
    vip_service: "VIP Service",
    people: "Number of people: {count}",
    dates: "Preferred dates: {dates}",
    notGiven: "Not given",
    questions: "Questions: {text}",
    requests: "Special requests: {text}",
    none: "None",
    noQuestions: "No specific questions.",
    reference: "Reference: {id}",
    changes: "If anything changes, simply reply to this email.",
    follow: "Follow your inquiry and write to us here (this link is private to you): {link}",
  },
  consultantReply: {
    subject: "Your inquiry: {item}",
    answered: "{consultant} has answered your inquiry about {item}:",
    follow: "Read the whole conversation and answer here (this link is private to you): {link}",
  },
  chatTranscript: {
    subject: "Your conversation with {brand}",
    intro: "Here is your conversation with our travel concierge, as you asked.",
    started: "Started: {date}",
    you: "You",
    ai: "AI concierge",
    catalogue: "Concierge (from our collection)",
    consultant: "{name}, travel consultant",
    team: "Our team",
    notice: "Notice",
    reply: "Any questions? Simply reply to this email and one of our consultants will answer.",
    continue:
      "You asked to continue by email: one of our consultants will write to you here within {hours, plural, one {# hour} other {# hours}}.",
    signature: "Your concierge team",
  },
  regards: "With warm regards,",
};

/** Every language's mail texts have these keys, each a message with the same values as the English one. */
export type MailTexts = typeof en;
