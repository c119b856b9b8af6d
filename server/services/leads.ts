/**
 * The pipeline's use cases: a page of leads as the desk and the board read it (an inquiry's lead
 * with its record and last activity, a bespoke request's or chat's from its row, each with its
 * flags), a page of the inquiries' spec list, and staff moving a lead of any kind to Lost or back.
 */
import { type DeskInquiry, type Inquiry, INQUIRY_TYPE_LABELS } from "../../contract/inquiry.ts";
import type { LeadFilters, LeadFlags, LeadItem, LeadRow, LeadsPage } from "../../contract/leads.ts";
import { type Config, workingWeekOf } from "../config.ts";
import type { AuditContext } from "../kv/audit.ts";
import { INQUIRY_NOT_FOUND, setInquiryLost } from "../kv/inquiries.ts";
import { bespokeLeadRow, setBespokeLost } from "../kv/bespoke.ts";
import { chatLeadRow, setChatLost } from "../kv/chat/lead.ts";
import { notFound } from "../errors.ts";
import { lastMessageAt } from "../kv/inquiry-threads.ts";
import { latest } from "../kv/inquiry-activity.ts";
import { dueBreaches, type LeadClock, leadRowOf, queryLeads, tellBreach } from "../kv/leads.ts";
import { getUser } from "../kv/users.ts";
import { responseOverdueMail } from "../mail/lead-mail.ts";
import { staffResponseOverduePush } from "../push/events.ts";
import { addWorkingMinutes } from "../../contract/working-hours.ts";
import { KEYS } from "../kv/keys.ts";
import { everyPage, readPage } from "../kv/paging.ts";
import { leadFlagsOf } from "../../contract/leads.ts";
import { agencyDay } from "../../contract/agency-time.ts";
import { LEAD_PAGE } from "../../contract/leads.ts";
import type { LeadLost } from "../../contract/lead-facts.ts";

type LeadDeps = { kv: Deno.Kv; config: Pick<Config, "AGENCY_TIMEZONE" | "AGENCY_WORKING_DAYS" | "AGENCY_WORKING_HOURS" | "FIRST_RESPONSE_TARGET_MINUTES"> };

/** The agency's clock for leads' flags (now, unless a test gives another moment). */
export function leadClock(deps: LeadDeps, now?: Date): LeadClock {
  return { week: workingWeekOf(deps.config), targetMinutes: deps.config.FIRST_RESPONSE_TARGET_MINUTES, ...(now ? { now } : {}) };
}

/** Records by id, ten per read (Deno KV's getMany limit), in the order asked. */
async function inquiriesByIds(kv: Deno.Kv, ids: string[]): Promise<Map<string, Inquiry>> {
  const found = new Map<string, Inquiry>();
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += 10) batches.push(ids.slice(i, i + 10));
  const results = await Promise.all(batches.map((batch) => kv.getMany<Inquiry[]>(batch.map((id) => KEYS.inquiry(id)))));
  for (const entry of results.flat()) if (entry.value) found.set(entry.value.id, entry.value);
  return found;
}


/** Each inquiry's last activity: the latest of its arrival, status change and newest message. */
async function activityOf(kv: Deno.Kv, inquiries: Inquiry[]): Promise<DeskInquiry[]> {
  const last = await Promise.all(inquiries.map((inquiry) => lastMessageAt(kv, inquiry.id)));
  return inquiries.map((inquiry, i) => ({ ...inquiry, lastActivityAt: latest(inquiry.submissionDate, inquiry.statusChangedAt, last[i]) }));
}

/** A bespoke request's or chat's lead as the list shows it: from its row alone (its screen shows the rest). */
function requestLead(row: LeadRow, flags: LeadFlags): LeadItem {
  return {
    id: row.id,
    kind: row.kind === "chat" ? "chat" : "bespoke",
    recordId: row.recordId ?? row.id,
    userName: row.name,
    userEmail: row.email,
    userPhone: row.phone,
    itemName: row.item,
    submissionDate: row.arrivedAt,
    ...(row.assignee ? { assignee: row.assignee } : {}),
    ...(row.awaitingSince ? { awaitingSince: row.awaitingSince } : {}),
    source: row.source,
    facts: row.facts,
    ...(row.value ? { value: row.value } : {}),
    ...flags,
  };
}

/** `GET /api/leads`: one page of leads, filtered, searched and sorted on the server. */
export async function leadsPage(deps: LeadDeps, filters: LeadFilters, now?: Date): Promise<LeadsPage> {
  const { reads, next } = await queryLeads(deps.kv, { ...filters, limit: filters.limit ?? LEAD_PAGE.defaultLimit }, leadClock(deps, now));
  const records = await inquiriesByIds(deps.kv, reads.filter((read) => read.row.kind === "inquiry").map((read) => read.row.id));
  const present = reads.filter((read) => read.row.kind !== "inquiry" || records.has(read.row.id));
  const inquiries = await activityOf(deps.kv, present.filter((read) => read.row.kind === "inquiry").map((read) => records.get(read.row.id)!));
  const withActivity = new Map(inquiries.map((inquiry) => [inquiry.id, inquiry]));
  const items: LeadItem[] = present.map((read) =>
    read.row.kind === "inquiry"
      ? { ...withActivity.get(read.row.id)!, kind: "inquiry", source: read.row.source, facts: read.row.facts, ...(read.row.value ? { value: read.row.value } : {}), ...read.flags }
      : requestLead(read.row, read.flags)
  );
  return { items, next };
}

export const LEADS_CSV_COLUMNS = [
  "Submitted", "Kind", "Stage", "Status", "Type", "Item", "Item ID", "Name", "Email", "Phone", "People", "Preferred dates",
  "Special requests", "Reference", "Source", "Value", "Currency", "Assigned to", "Last activity", "First response (working minutes)",
  "Overdue",
] as const;

/** A lead's CSV row; a bespoke request's or chat's has no inquiry fields (status, type, people, dates, requests). */
function leadCsvRow(l: LeadItem): unknown[] {
  const inquiry = l.kind === "inquiry" ? l : undefined;
  return [
    l.submissionDate, l.kind, l.stage, inquiry?.status ?? "", inquiry ? INQUIRY_TYPE_LABELS[inquiry.type] : "", l.itemName,
    inquiry?.itemId ?? "", l.userName, l.userEmail, l.userPhone, inquiry?.numPeople ?? "", inquiry?.preferredDates ?? "",
    inquiry?.specialRequests ?? "", l.kind === "inquiry" ? l.id : l.recordId, l.source, l.value?.amount ?? "", l.value?.currency ?? "",
    l.assignee?.name ?? "", inquiry?.lastActivityAt ?? "", l.firstResponseMinutes ?? "", l.overdue ? "yes" : "",
  ];
}

/** Every lead matching `filters` (the list's order), as CSV rows, a page at a time. */
export async function* leadsCsvPages(deps: LeadDeps, filters: LeadFilters): AsyncGenerator<unknown[][]> {
  const now = new Date();
  const pages = everyPage((cursor) => leadsPage(deps, { ...filters, cursor, limit: LEAD_PAGE.maxLimit }, now));
  for await (const items of pages) yield items.map(leadCsvRow);
}

/** A lead as the list shows it (after staff move it): an inquiry's with its record, another kind's from its row. */
async function leadOf(deps: LeadDeps, row: LeadRow, inquiry: Inquiry | null, now = new Date()): Promise<LeadItem> {
  const clock = leadClock(deps);
  const flags = leadFlagsOf(row, now, clock.week, clock.targetMinutes, agencyDay(clock.week.zone, now));
  if (!inquiry) return requestLead(row, flags);
  const [withActivity] = await activityOf(deps.kv, [inquiry]);
  return { ...withActivity, kind: "inquiry", source: row.source, facts: row.facts, ...(row.value ? { value: row.value } : {}), ...flags };
}

/**
 * `GET /api/inquiries?limit=&cursor=`: a page of the spec's list, newest first, with the cursor of
 * the next page (null at the end). Reads only the page's inquiries and their threads' newest message.
 */
export async function inquiriesPage(kv: Deno.Kv, limit: number, cursor?: string): Promise<{ items: DeskInquiry[]; next: string | null }> {
  const page = await readPage<Inquiry, Inquiry>(kv, { plan: "inquiries", selector: { prefix: KEYS.inquiries() }, cursor, limit, pick: (e) => e.value });
  return { items: await activityOf(kv, page.items), next: page.next };
}

/**
 * Staff move a lead of any kind to Lost with a reason, or back (`lost` null), on its record; answers
 * the lead. 404 when there is no such lead.
 */
export async function moveLead(deps: LeadDeps, id: string, lost: Omit<LeadLost, "at"> | null, audit?: AuditContext): Promise<LeadItem> {
  const row = (await deps.kv.get<LeadRow>(KEYS.lead(id))).value;
  if (row?.kind === "bespoke") return await leadOf(deps, bespokeLeadRow(await setBespokeLost(deps.kv, id, lost, audit)), null);
  if (row?.kind === "chat") {
    const moved = chatLeadRow(await setChatLost(deps.kv, row.recordId ?? id, lost, audit));
    if (!moved) throw notFound(INQUIRY_NOT_FOUND);
    return await leadOf(deps, moved, null);
  }
  const inquiry = await setInquiryLost(deps.kv, id, lost, audit);
  return await leadOf(deps, leadRowOf(inquiry), inquiry);
}

type BreachDeps = LeadDeps & {
  siteUrl: string;
  config: LeadDeps["config"] & Pick<Config, "STAFF_EMAIL">;
  outbox: { wake(): void };
};

/**
 * Tells each lead that passed its first-response target unanswered, once: its assignee (or, with
 * nobody assigned, every staff member) gets a push and an email (the staff's address when nobody
 * is assigned). Run every minute by one instance (main.ts); answers how many were told.
 */
export async function notifyOverdueLeads(deps: BreachDeps, now = new Date()): Promise<number> {
  const clock = { ...leadClock(deps), now };
  const latest = addWorkingMinutes(now, -clock.targetMinutes, clock.week).getTime();
  let told = 0;
  for (const id of await dueBreaches(deps.kv, latest)) {
    const sent = await tellBreach(deps.kv, id, clock, async (inquiry) => {
      const assignee = inquiry.assignee ? await getUser(deps.kv, inquiry.assignee.id) : null;
      const dueAt = addWorkingMinutes(inquiry.submissionDate, clock.targetMinutes, clock.week).toISOString();
      const mail = responseOverdueMail(inquiry, assignee?.email ?? deps.config.STAFF_EMAIL, {
        baseUrl: deps.siteUrl,
        timeZone: deps.config.AGENCY_TIMEZONE,
        targetMinutes: clock.targetMinutes,
        dueAt,
      });
      return [{ kind: "mail", mail }, ...staffResponseOverduePush(assignee ? assignee.id : undefined)];
    });
    if (sent) told++;
  }
  if (told > 0) deps.outbox.wake();
  return told;
}
