/**
 * The staff's proposal use cases (issue #30), free of HTTP: create one from an inquiry, a bespoke
 * request or a live chat (prefilled with what the request says) or blank; read, list, save, delete;
 * send (a numbered version, its link and email in one commit); withdraw; revoke links.
 *
 * A new proposal: the traveller's name, address, phone, language and account from the request; the
 * party and dates it states; the catalogue item asked about as the first day's item, priced from
 * the catalogue in the proposal's currency (the request's member's currency setting, else US
 * dollars; or the one asked for) at the staff's dated rate, kept on the proposal; valid for
 * PROPOSAL_LIMITS.defaultValidityDays days of the agency's calendar; one option.
 */
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import {
  type NewProposalInput,
  type Proposal,
  PROPOSAL_LIMITS,
  PROPOSAL_TEXTS,
  type ProposalContent,
  type ProposalCurrency,
  type ProposalDay,
  type ProposalStatus,
  type ProposalSummary,
  proposalInput,
  type SentProposal,
  type StoredProposal,
} from "../../contract/proposals/model.ts";
import { consultantName } from "../../contract/user.ts";
import type { ReportsQuery } from "../../contract/reports.ts";
import { dayStartOf } from "../../contract/working-hours.ts";
import type { Config } from "../config.ts";
import { badRequest, notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { getBespoke } from "../kv/bespoke.ts";
import { getChatSession, listChatMessages } from "../kv/chat/sessions.ts";
import { newId } from "../kv/ids.ts";
import { getInquiry } from "../kv/inquiries.ts";
import { mintProposalLink } from "../kv/proposal-links.ts";
import * as store from "../kv/proposals.ts";
import { getUser } from "../kv/users.ts";
import { proposalSentMail } from "../mail/proposal-sent-mail.ts";
import type { Actor } from "./caller.ts";
import { memberLanguage } from "./member-language.ts";
import { periodOf } from "./reports.ts";
import type { Outbox } from "./outbox.ts";
import { catalogueItem, priceNewCatalogueItems, type ProposalRate, rateFor } from "./proposal-prices.ts";
import { PROPOSAL_DEFAULTS, proposalTerms } from "./proposal-terms.ts";

/** What the proposal use cases need of the app's dependencies. */
export type ProposalDeps = {
  kv: Deno.Kv;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM" | "AGENCY_TIMEZONE" | "PROPOSAL_TERMS_FILE">;
  siteUrl: string;
  outbox: Outbox;
};

/** Days a bespoke request's duration stands for, to lay out its empty days. */
const DURATION_DAYS: Record<string, number> = { "3-5 days": 5, "1 week": 7, "10 days": 10, "2 weeks": 14, "3 weeks+": 21 };
/** The party of a request that states none. */
const DEFAULT_PARTY = 2;

/** The first and last YYYY-MM-DD a request's own words state, if any. */
function statedDates(text: string | undefined): { start?: string; days?: number } {
  const found = [...(text ?? "").matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]).filter((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
  if (found.length === 0) return {};
  const [start, end] = [found[0], found[found.length - 1]];
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { start, ...(days > 1 && days <= PROPOSAL_LIMITS.days ? { days } : {}) };
}

const partyOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= LIMITS.numPeopleMin && n <= LIMITS.numPeopleMax ? n : DEFAULT_PARTY;
};

/** The member's currency setting, when the request is a member's. */
async function memberCurrency(kv: Deno.Kv, userId: string | undefined): Promise<ProposalCurrency | undefined> {
  if (!userId) return undefined;
  return (await getUser(kv, userId))?.preferences?.general?.currency as ProposalCurrency | undefined;
}

function emptyDays(count: number, lang: SiteLanguage): ProposalDay[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => ({
    id: newId(),
    title: PROPOSAL_DEFAULTS[lang].day.replace("{number}", String(i + 1)),
    items: [],
  }));
}

/** What a request says, as a new proposal's starting point (without its prices). */
type Prefill = {
  title?: string;
  traveller: StoredProposal["traveller"];
  partySize: number;
  startDate?: string;
  dayCount: number;
  requestText?: string;
  source?: StoredProposal["source"];
  currency?: ProposalCurrency;
  firstItem?: { kind: "activity" | "package"; refId: string };
};

async function prefillFromInquiry(kv: Deno.Kv, id: string): Promise<Prefill> {
  const inquiry = await getInquiry(kv, id);
  if (!inquiry) throw notFound(PROPOSAL_TEXTS.sourceNotFound);
  const dates = statedDates(inquiry.preferredDates);
  const words = [inquiry.preferredDates && inquiry.preferredDates !== "N/A" ? `Dates: ${inquiry.preferredDates}` : "", inquiry.specialRequests]
    .filter(Boolean).join("\n\n");
  return {
    traveller: {
      name: inquiry.userName,
      email: inquiry.userEmail,
      ...(inquiry.userPhone ? { phone: inquiry.userPhone } : {}),
      language: inquiry.language ?? DEFAULT_LANGUAGE,
      ...(inquiry.userId ? { userId: inquiry.userId } : {}),
    },
    partySize: partyOf(inquiry.numPeople),
    startDate: dates.start,
    dayCount: dates.days ?? 1,
    requestText: words || undefined,
    source: { kind: "inquiry", id },
    currency: await memberCurrency(kv, inquiry.userId),
    ...(inquiry.itemId && inquiry.type !== "vip_service" ? { firstItem: { kind: inquiry.type, refId: inquiry.itemId } } : {}),
  };
}

async function prefillFromBespoke(kv: Deno.Kv, id: string): Promise<Prefill> {
  const bespoke = await getBespoke(kv, id);
  if (!bespoke) throw notFound(PROPOSAL_TEXTS.sourceNotFound);
  const user = await getUser(kv, bespoke.userId);
  const { requestDetails: d, generatedIdea } = bespoke;
  return {
    title: generatedIdea.title,
    traveller: {
      name: bespoke.userName,
      email: bespoke.userEmail,
      ...(user?.mobileNumber ? { phone: user.mobileNumber } : {}),
      language: user ? memberLanguage(user) : DEFAULT_LANGUAGE,
      userId: bespoke.userId,
    },
    partySize: DEFAULT_PARTY,
    dayCount: DURATION_DAYS[d.duration] ?? 1,
    requestText: [
      `${generatedIdea.title}\n${generatedIdea.description}`,
      `Destination: ${d.destinationType}\nStyle: ${d.travelStyle}\nInterests: ${d.interests}\nDuration: ${d.duration}\nBudget: ${d.budget}`,
    ].join("\n\n"),
    source: { kind: "bespoke", id },
    currency: user?.preferences?.general?.currency as ProposalCurrency | undefined,
  };
}

async function prefillFromChat(kv: Deno.Kv, id: string): Promise<Prefill> {
  const session = await getChatSession(kv, id);
  if (!session) throw notFound(PROPOSAL_TEXTS.sourceNotFound);
  const user = session.userId ? await getUser(kv, session.userId) : null;
  const said = (await listChatMessages(kv, id)).filter((m) => m.role === "user").map((m) => m.text).join("\n");
  const language = session.language ?? (user ? memberLanguage(user) : DEFAULT_LANGUAGE);
  const dates = statedDates(said);
  return {
    traveller: {
      name: session.userName ?? user?.name ?? "",
      email: session.userEmail ?? user?.email ?? "",
      ...(user?.mobileNumber ? { phone: user.mobileNumber } : {}),
      language: isSiteLanguage(language) ? language : DEFAULT_LANGUAGE,
      ...(session.userId ? { userId: session.userId } : {}),
    },
    partySize: DEFAULT_PARTY,
    startDate: dates.start,
    dayCount: dates.days ?? 1,
    // The visitor's own words, the latest kept when they are long.
    requestText: said ? said.slice(-LIMITS.longText) : undefined,
    source: { kind: "chat", id },
    currency: user?.preferences?.general?.currency as ProposalCurrency | undefined,
  };
}

const BLANK: Prefill = { traveller: { name: "", email: "", language: DEFAULT_LANGUAGE }, partySize: DEFAULT_PARTY, dayCount: 1 };

/** A new draft: from the request named (prefilled) or blank. 404 when the request does not exist. */
export async function createProposalFrom(deps: ProposalDeps, actor: Actor, input: NewProposalInput, audit?: AuditContext): Promise<Proposal> {
  const prefill = input.inquiryId
    ? await prefillFromInquiry(deps.kv, input.inquiryId)
    : input.bespokeId
    ? await prefillFromBespoke(deps.kv, input.bespokeId)
    : input.chatSessionId
    ? await prefillFromChat(deps.kv, input.chatSessionId)
    : BLANK;
  const lang = prefill.traveller.language;
  const currency = input.currency ?? prefill.currency ?? "USD";
  const rate = await rateFor(deps.kv, currency);
  const partySize = prefill.partySize;
  const days = emptyDays(prefill.dayCount, lang);
  let title = prefill.title;
  if (prefill.firstItem) {
    const item = await catalogueItem(deps.kv, prefill.firstItem, { currency, rate, language: lang, partySize });
    if (item) {
      days[0].items.push(item);
      title ??= item.title;
    }
  }
  const today = agencyDay(deps.config.AGENCY_TIMEZONE);
  const startDate = input.startDate ?? prefill.startDate;
  return await store.createProposal(deps.kv, {
    title: title || PROPOSAL_DEFAULTS[lang].title,
    traveller: prefill.traveller,
    partySize,
    ...(startDate ? { startDate } : {}),
    currency,
    validUntil: addDays(today, PROPOSAL_LIMITS.defaultValidityDays),
    days,
    options: [{ id: newId(), name: PROPOSAL_DEFAULTS[lang].option, items: [] }],
    addOns: [],
    ...(prefill.requestText ? { requestText: prefill.requestText } : {}),
    ...(prefill.source ? { source: prefill.source } : {}),
    ...(rate ? { rate } : {}),
    createdBy: actor.user.id,
  }, audit);
}

export async function getProposal(deps: Pick<ProposalDeps, "kv">, id: string): Promise<Proposal> {
  const proposal = await store.getProposal(deps.kv, id);
  if (!proposal) throw notFound(PROPOSAL_TEXTS.notFound);
  return proposal;
}

export function listProposals(deps: Pick<ProposalDeps, "kv">): Promise<ProposalSummary[]> {
  return store.listProposals(deps.kv);
}

/**
 * `GET /api/proposals` with `from`/`to` (days in the agency's zone, the reports' period rules)
 * and `status`: the proposals first sent in the period, as the reports dashboard counts them.
 */
export function listProposalsSentIn(deps: Pick<ProposalDeps, "kv" | "config">, query: ReportsQuery & { status?: ProposalStatus }): Promise<ProposalSummary[]> {
  const zone = deps.config.AGENCY_TIMEZONE;
  const { from, to } = periodOf(query, agencyDay(zone));
  const start = new Date(dayStartOf(zone, from)).toISOString();
  const until = new Date(dayStartOf(zone, addDays(to, 1))).toISOString();
  return store.listProposalsSentIn(deps.kv, start, until, query.status);
}

/**
 * Staff save the whole proposal: the catalogue items must exist; a catalogue item new to it and
 * without a price is priced from the catalogue; a new currency takes its rate of today.
 */
export async function saveProposal(deps: Pick<ProposalDeps, "kv">, id: string, input: ProposalContent, audit?: AuditContext): Promise<Proposal> {
  const current = await getProposal(deps, id);
  await store.assertCatalogueRefs(deps.kv, input);
  const rate: ProposalRate | undefined | null = input.currency === current.currency
    ? current.rate
    : (await rateFor(deps.kv, input.currency)) ?? null;
  const known = new Set([...current.days.flatMap((d) => d.items), ...current.options.flatMap((o) => o.items)].map((item) => item.id));
  const pricing = { currency: input.currency, rate: rate ?? undefined };
  const content: ProposalContent = {
    ...input,
    days: await Promise.all(input.days.map(async (day) => ({ ...day, items: await priceNewCatalogueItems(deps.kv, day.items, known, pricing) }))),
    options: await Promise.all(input.options.map(async (option) => ({ ...option, items: await priceNewCatalogueItems(deps.kv, option.items, known, pricing) }))),
  };
  return await store.updateProposal(deps.kv, id, { content, version: input.version, rate }, audit);
}

export function deleteProposal(deps: Pick<ProposalDeps, "kv">, id: string, audit?: AuditContext): Promise<void> {
  return store.deleteProposal(deps.kv, id, audit);
}

/**
 * Sends the proposal: its content must be complete (a traveller's name and address, at least one
 * option: 400 otherwise); version n + 1 is frozen with the terms in the traveller's language, and
 * the email with a new private link goes out through the outbox.
 */
export async function sendProposal(deps: ProposalDeps, actor: Actor, id: string, audit?: AuditContext): Promise<{ proposal: Proposal; version: SentProposal }> {
  const current = await getProposal(deps, id);
  const checked = proposalInput.safeParse(store.contentOf(current));
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw badRequest(issue.message, checked.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  await store.assertCatalogueRefs(deps.kv, current);
  const link = mintProposalLink();
  const consultant = consultantName(actor.user);
  const terms = await proposalTerms(deps.config, current.traveller.language);
  const options = { baseUrl: deps.siteUrl, mailFrom: deps.config.MAIL_FROM, staffEmail: deps.config.STAFF_EMAIL };
  const sent = await store.sendProposal(deps.kv, id, {
    sentBy: actor.user.id,
    consultantName: consultant,
    terms,
    linkHash: link.hash,
    mail: (version) => ({ kind: "mail", mail: proposalSentMail(version, consultant, link.token, options) }),
  }, audit);
  deps.outbox.wake();
  return sent;
}

export function withdrawProposal(deps: Pick<ProposalDeps, "kv">, id: string, audit?: AuditContext): Promise<Proposal> {
  return store.withdrawProposal(deps.kv, id, audit);
}

export function revokeProposalLinks(deps: Pick<ProposalDeps, "kv">, id: string, audit?: AuditContext): Promise<number> {
  return store.revokeProposalLinks(deps.kv, id, audit);
}

/** A proposal's history: each sent version, oldest first. */
export async function proposalHistory(deps: Pick<ProposalDeps, "kv">, id: string): Promise<SentProposal[]> {
  await getProposal(deps, id);
  return await store.listProposalVersions(deps.kv, id);
}

