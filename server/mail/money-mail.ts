/**
 * The traveller's money emails (issue #32): a new invoice (with the bank details and the reference
 * to quote), a receipt, the reminders (7 days and 1 day before the due date, and overdue) and a
 * credit note, in the traveller's language (locales/{lang}/mail.json, `money`). Each carries a
 * private trip link of its own (minted in the commit that queues it, like the trip's first email):
 * the PDF's address under it and the trip page, where every invoice and receipt is.
 */
import type { BankDetails, ReminderKind, StoredCreditNote, StoredInvoice, StoredPayment } from "../../contract/money/model.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { ProposalCurrency } from "../../contract/proposals/model.ts";
import { MAIL_TEXTS, MONEY_DOC_TEXTS, type MoneyText } from "../locales.ts";
import { formatMessage, type MessageValues } from "../util/message-format.ts";
import { type InquiryMailOptions, oneLine, senderName } from "./inquiry-mail.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";

/** Western digits, European Portuguese: as the proposal's PDF writes amounts. */
const localeOf = (lang: SiteLanguage) => `${lang === "pt" ? "pt-PT" : lang}-u-nu-latn`;

/** The money documents' words and formats in one language (the emails' and the PDFs'). */
export function moneyWords(lang: SiteLanguage, currency: ProposalCurrency) {
  const t = (id: MoneyText, values: MessageValues = {}) => formatMessage(MONEY_DOC_TEXTS[lang][id], values, lang);
  const amount = (value: number) => new Intl.NumberFormat(localeOf(lang), { style: "currency", currency, currencyDisplay: "code" }).format(value);
  const dayFormat = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : localeOf(lang), { dateStyle: "long", timeZone: "UTC" });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  return { t, amount, day };
}

export type MoneyMailOptions = Pick<InquiryMailOptions, "baseUrl" | "mailFrom" | "staffEmail"> & { bank: BankDetails };

/** The addresses a trip link opens: the trip page (in the traveller's language) and the documents' PDFs. */
export function moneyLinks(baseUrl: string, lang: StoredInvoice["language"], token: string) {
  const base = baseUrl.replace(/\/+$/, "");
  const api = `${base}/api/trip-links/${token}`;
  return {
    trip: siteLink(base, lang, `/trips/${token}`),
    invoice: (id: string) => `${api}/invoices/${id}/pdf`,
    receipt: (id: string) => `${api}/receipts/${id}/pdf`,
    creditNote: (id: string) => `${api}/credit-notes/${id}/pdf`,
  };
}

function mail(to: StoredInvoice["billTo"], lang: StoredInvoice["language"], subject: string, body: string[], options: MoneyMailOptions): MailMessage {
  const texts = MAIL_TEXTS[lang];
  return localizedMail(lang, {
    to: to.email,
    subject: oneLine(subject),
    lines: [formatMessage(texts.inquiry.greeting, { name: to.name }, lang), "", ...body, "", texts.regards, senderName(options.mailFrom)],
    replyTo: options.staffEmail,
  });
}

function bankLine(invoice: StoredInvoice, options: MoneyMailOptions): string {
  const t = MAIL_TEXTS[invoice.language].money;
  return formatMessage(t.bankLine, { ...options.bank, number: invoice.number }, invoice.language);
}

/** "Invoice INV-2026-0001 for …": what is due, when, how to pay, the PDF. */
export function invoiceMail(invoice: StoredInvoice, token: string, options: MoneyMailOptions): MailMessage {
  const lang = invoice.language;
  const t = MAIL_TEXTS[lang].money;
  const { amount, day } = moneyWords(lang, invoice.currency);
  const links = moneyLinks(options.baseUrl, lang, token);
  return mail(invoice.billTo, lang, formatMessage(t.invoiceSubject, { number: invoice.number, title: invoice.tripTitle }, lang), [
    formatMessage(t.invoiceDue, { number: invoice.number, amount: amount(invoice.total), date: day(invoice.dueOn) }, lang),
    bankLine(invoice, options),
    "",
    formatMessage(t.pdfLink, { link: links.invoice(invoice.id) }, lang),
    formatMessage(t.tripLink, { link: links.trip }, lang),
  ], options);
}

export function receiptMail(payment: StoredPayment, invoice: StoredInvoice, token: string, options: MoneyMailOptions): MailMessage {
  const lang = payment.language;
  const t = MAIL_TEXTS[lang].money;
  const { amount, day } = moneyWords(lang, payment.currency);
  const links = moneyLinks(options.baseUrl, lang, token);
  return mail(invoice.billTo, lang, formatMessage(t.receiptSubject, { number: payment.receiptNumber }, lang), [
    formatMessage(t.receiptBody, { amount: amount(payment.amount), date: day(payment.receivedOn), invoice: invoice.number }, lang),
    "",
    formatMessage(t.receiptLink, { link: links.receipt(payment.id) }, lang),
    formatMessage(t.tripLink, { link: links.trip }, lang),
  ], options);
}

export function reminderMail(invoice: StoredInvoice, kind: ReminderKind, outstanding: number, token: string, options: MoneyMailOptions): MailMessage {
  const lang = invoice.language;
  const t = MAIL_TEXTS[lang].money;
  const { amount, day } = moneyWords(lang, invoice.currency);
  const links = moneyLinks(options.baseUrl, lang, token);
  const subject = { "7d": t.reminder7Subject, "1d": t.reminder1Subject, overdue: t.overdueSubject }[kind];
  const values = { number: invoice.number, amount: amount(outstanding), date: day(invoice.dueOn) };
  return mail(invoice.billTo, lang, formatMessage(subject, values, lang), [
    formatMessage(kind === "overdue" ? t.overdueBody : t.reminderBody, values, lang),
    bankLine(invoice, options),
    "",
    formatMessage(t.pdfLink, { link: links.invoice(invoice.id) }, lang),
    formatMessage(t.tripLink, { link: links.trip }, lang),
  ], options);
}

export function creditNoteMail(note: StoredCreditNote, token: string, options: MoneyMailOptions): MailMessage {
  const lang = note.language;
  const t = MAIL_TEXTS[lang].money;
  const links = moneyLinks(options.baseUrl, lang, token);
  return mail(note.billTo, lang, formatMessage(t.creditSubject, { number: note.number }, lang), [
    formatMessage(t.creditBody, { number: note.number, invoice: note.invoiceNumber }, lang),
    "",
    formatMessage(t.creditLink, { link: links.creditNote(note.id) }, lang),
    formatMessage(t.tripLink, { link: links.trip }, lang),
  ], options);
}
