/**
 * The printable PDF of a proposal (`/proposals/{token}.pdf`): what the traveller's page shows (the
 * latest sent version as `travellerView` makes it, never a cost or a supplier), in the page's words
 * (locales/{lang}/proposal.json) and language, as the PDF engine's document model (server/pdf/),
 * which shapes Arabic and lays it right to left. Rendered off the request thread.
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import type { TravellerProposal } from "../../contract/proposals/model.ts";
import { SITE } from "../../contract/site.ts";
import { PROPOSAL_PAGE_TEXTS, type ProposalPageText } from "../locales.ts";
import { renderPdfOffThread } from "../pdf/off-thread.ts";
import type { PdfBlock, PdfDocument } from "../pdf/types.ts";
import { formatMessage, type MessageValues } from "../util/message-format.ts";

/** The locale of amounts as the page writes them: Western digits, European Portuguese. */
const localeOf = (lang: SiteLanguage) => `${lang === "pt" ? "pt-PT" : lang}-u-nu-latn`;

export function proposalPdfDocument(proposal: TravellerProposal, lang: SiteLanguage): PdfDocument {
  const t = (id: ProposalPageText, values: MessageValues = {}) => formatMessage(PROPOSAL_PAGE_TEXTS[lang][id], values, lang);
  const money = (amount: number) => new Intl.NumberFormat(localeOf(lang), { style: "currency", currency: proposal.currency }).format(amount);
  // Days as the page writes them ("1 Mar 2027" in English).
  const dayFormat = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : localeOf(lang), { dateStyle: "medium", timeZone: "UTC" });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  const blocks: PdfBlock[] = [
    { kind: "heading", level: 1, text: proposal.title },
    { kind: "paragraph", text: t("page.preparedFor", { name: proposal.travellerName }), style: "muted" },
  ];
  if (proposal.consultantName) blocks.push({ kind: "paragraph", text: t("page.consultant", { name: proposal.consultantName }), style: "muted" });
  blocks.push({ kind: "paragraph", text: t("page.version", { version: proposal.sentVersion }), style: "small" });
  const accepted = proposal.acceptance;
  if (accepted) {
    const option = proposal.options.find((o) => o.id === accepted.optionId)?.name ?? accepted.optionId;
    const addOns = accepted.addOnIds.map((id) => proposal.addOns.find((a) => a.id === id)?.title ?? id);
    blocks.push({
      kind: "paragraph",
      style: "strong",
      text: `${t("status.accepted", { name: accepted.fullName, date: day(accepted.at.slice(0, 10)) })}\n` +
        `${t("status.choice", { option, total: money(accepted.total) })}${addOns.length ? ` + ${addOns.join(", ")}` : ""}`,
    });
  } else if (proposal.expired) {
    blocks.push({ kind: "paragraph", style: "strong", text: t("status.expired", { date: day(proposal.validUntil) }) });
  }
  const facts = [
    ...(proposal.startDate
      ? [{ label: t("summary.dates"), value: proposal.endDate && proposal.endDate !== proposal.startDate ? `${day(proposal.startDate)} – ${day(proposal.endDate)}` : day(proposal.startDate) }]
      : []),
    { label: t("summary.party"), value: t("summary.partyCount", { count: proposal.partySize }) },
    { label: t("summary.validUntil"), value: day(proposal.validUntil) },
  ];
  blocks.push(
    { kind: "heading", level: 2, text: t("summary.title") },
    { kind: "keyValues", rows: facts },
    { kind: "table", columns: [{ header: t("summary.totals"), width: 3 }, { header: "", align: "end", width: 1 }], rows: proposal.options.map((o) => [o.name, money(o.total)]) },
  );
  if (proposal.introduction) blocks.push({ kind: "paragraph", text: proposal.introduction });
  if (proposal.days.length) {
    blocks.push({ kind: "heading", level: 2, text: t("days.title") });
    proposal.days.forEach((d, index) => {
      blocks.push({ kind: "heading", level: 3, text: [t("days.day", { n: index + 1 }), d.date ? day(d.date) : "", d.title ?? ""].filter(Boolean).join(" · ") });
      for (const item of d.items) {
        const line = [item.time, item.title, item.place].filter(Boolean).join(" · ");
        blocks.push({ kind: "paragraph", style: "strong", text: item.lineTotal > 0 ? `${line} — ${money(item.lineTotal)}` : line });
        if (item.description) blocks.push({ kind: "paragraph", text: item.description });
      }
    });
  }
  blocks.push({ kind: "heading", level: 2, text: t("options.title") });
  for (const option of proposal.options) {
    blocks.push({ kind: "heading", level: 3, text: `${option.name} — ${money(option.total)}` });
    if (option.description) blocks.push({ kind: "paragraph", text: option.description });
    if (option.items.length) blocks.push({ kind: "bullets", items: option.items.map((i) => (i.lineTotal > 0 ? `${i.title} — ${money(i.lineTotal)}` : i.title)) });
  }
  if (proposal.addOns.length) {
    blocks.push(
      { kind: "heading", level: 2, text: t("addOns.title") },
      { kind: "table", columns: [{ header: "", width: 3 }, { header: "", align: "end", width: 1 }], rows: proposal.addOns.map((a) => [a.title, `+${money(a.total)}`]) },
    );
  }
  if (proposal.included) blocks.push({ kind: "heading", level: 2, text: t("included.title") }, { kind: "paragraph", text: proposal.included });
  blocks.push(
    { kind: "heading", level: 2, text: t("terms.title") },
    { kind: "paragraph", text: proposal.terms },
    { kind: "paragraph", style: "strong", text: `${t("summary.validUntil")}: ${day(proposal.validUntil)}` },
  );
  return {
    language: lang,
    direction: lang === "ar" ? "rtl" : "ltr",
    title: proposal.title,
    author: SITE.brand,
    header: SITE.brand,
    blocks,
  };
}

/** The PDF's bytes. */
export function proposalPdf(proposal: TravellerProposal, lang: SiteLanguage): Promise<Uint8Array> {
  return renderPdfOffThread(proposalPdfDocument(proposal, lang));
}
