/**
 * The money documents as PDFs (issue #32): an invoice, a credit note and a receipt, in the
 * traveller's language (texts in locales/{lang}/money.json; Arabic shaped and right to left by the
 * PDF engine), from what the stored document printed at issue (the agency's details, the lines,
 * the VAT rate): a later change of configuration never changes an issued document. Rendered off the
 * request thread.
 */
import type { BankDetails, InvoiceLine, StoredCreditNote, StoredInvoice, StoredPayment } from "../../contract/money/model.ts";
import { moneyWords } from "../mail/money-mail.ts";
import { renderPdfOffThread } from "../pdf/off-thread.ts";
import type { PdfBlock, PdfDocument } from "../pdf/types.ts";

type Printed = Pick<StoredInvoice, "agency" | "billTo" | "language" | "currency" | "lines" | "subtotal" | "vat" | "vatRate" | "total">;

function head(doc: Printed, title: string, number: string, rows: { label: string; value: string }[]): PdfBlock[] {
  const { t } = moneyWords(doc.language, doc.currency);
  return [
    { kind: "paragraph", style: "strong", text: doc.agency.legalName },
    { kind: "paragraph", style: "small", text: [doc.agency.address, t("doc.taxNumber", { number: doc.agency.taxNumber })].join("\n") },
    { kind: "space", size: 8 },
    { kind: "heading", level: 1, text: `${title} ${number}` },
    { kind: "keyValues", rows: [{ label: t("doc.number"), value: number }, ...rows, { label: t("doc.billTo"), value: `${doc.billTo.name}\n${doc.billTo.email}` }] },
  ];
}

function linesTable(doc: Printed): PdfBlock[] {
  const { t, amount } = moneyWords(doc.language, doc.currency);
  const describe = (line: InvoiceLine) => line.kind === "service-fee" ? t("doc.serviceFee") : line.description;
  return [
    {
      kind: "table",
      columns: [{ header: t("doc.description"), width: 4 }, { header: t("doc.taxable"), width: 1, align: "center" }, { header: t("doc.amount"), width: 2, align: "end" }],
      rows: doc.lines.map((line) => [describe(line), line.taxable ? `${doc.vatRate} %` : "—", amount(line.amount)]),
      totals: [
        [t("doc.subtotal"), "", amount(doc.subtotal)],
        [t("doc.vat", { rate: doc.vatRate }), "", amount(doc.vat)],
        [t("doc.total"), "", amount(doc.total)],
      ],
    },
    { kind: "paragraph", style: "small", text: t("doc.notTaxable") },
  ];
}

function document(doc: Printed, title: string, blocks: PdfBlock[]): PdfDocument {
  return {
    language: doc.language,
    direction: doc.language === "ar" ? "rtl" : "ltr",
    title,
    author: doc.agency.legalName,
    header: doc.agency.legalName,
    blocks,
  };
}

export function invoicePdfDocument(invoice: StoredInvoice, bank: BankDetails): PdfDocument {
  const { t, day } = moneyWords(invoice.language, invoice.currency);
  const blocks: PdfBlock[] = [
    ...head(invoice, t("doc.invoice"), invoice.number, [
      { label: t("doc.issuedOn"), value: day(invoice.issuedOn) },
      { label: t("doc.dueOn"), value: day(invoice.dueOn) },
      { label: t("doc.trip"), value: `${invoice.tripTitle}\n${t(`kind.${invoice.kind}`, { share: invoice.share })}` },
    ]),
    ...linesTable(invoice),
    { kind: "heading", level: 2, text: t("bank.title") },
    {
      kind: "keyValues",
      rows: [
        { label: t("bank.accountName"), value: bank.accountName },
        { label: t("bank.bankName"), value: bank.bankName },
        { label: t("bank.iban"), value: bank.iban },
        { label: t("bank.swift"), value: bank.swift },
        { label: t("bank.reference"), value: invoice.number },
      ],
    },
  ];
  return document(invoice, `${t("doc.invoice")} ${invoice.number}`, blocks);
}

export function creditNotePdfDocument(note: StoredCreditNote): PdfDocument {
  const { t, day } = moneyWords(note.language, note.currency);
  const blocks: PdfBlock[] = [
    ...head(note, t("doc.creditNote"), note.number, [{ label: t("doc.issuedOn"), value: day(note.issuedOn) }]),
    { kind: "paragraph", style: "strong", text: t("creditNote.reverses", { number: note.invoiceNumber }) },
    ...(note.reason ? [{ kind: "keyValues" as const, rows: [{ label: t("creditNote.reason"), value: note.reason }] }] : []),
    ...linesTable(note),
  ];
  return document(note, `${t("doc.creditNote")} ${note.number}`, blocks);
}

export function receiptPdfDocument(payment: StoredPayment, invoice: StoredInvoice): PdfDocument {
  const { t, day, amount } = moneyWords(payment.language, payment.currency);
  const refunded = payment.refunds.reduce((a, r) => a + r.amount, 0);
  const blocks: PdfBlock[] = [
    ...head(invoice, t("doc.receipt"), payment.receiptNumber, [
      { label: t("receipt.receivedOn"), value: day(payment.receivedOn) },
      { label: t("receipt.forInvoice"), value: `${invoice.number} · ${invoice.tripTitle}` },
      { label: t("receipt.method"), value: t(`method.${payment.method}`) },
      { label: t("receipt.reference"), value: payment.reference },
    ]),
    {
      kind: "table",
      columns: [{ header: t("doc.description"), width: 4 }, { header: t("doc.amount"), width: 2, align: "end" }],
      rows: [[t(`kind.${invoice.kind}`, { share: invoice.share }), amount(payment.amount)], ...(refunded > 0 ? [[t("receipt.refunded"), amount(-refunded)]] : [])],
      totals: [[t("doc.total"), amount(payment.amount - refunded)]],
    },
    { kind: "paragraph", style: "strong", text: t("receipt.received") },
  ];
  return document(invoice, `${t("doc.receipt")} ${payment.receiptNumber}`, blocks);
}

export const invoicePdf = (invoice: StoredInvoice, bank: BankDetails) => renderPdfOffThread(invoicePdfDocument(invoice, bank));
export const creditNotePdf = (note: StoredCreditNote) => renderPdfOffThread(creditNotePdfDocument(note));
export const receiptPdf = (payment: StoredPayment, invoice: StoredInvoice) => renderPdfOffThread(receiptPdfDocument(payment, invoice));
