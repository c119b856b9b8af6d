/**
 * Five years of business at scale (issue #33): 50,000 inquiries (with their lead rows, indexes and
 * the reports' counters, written as the stores write them), 10,000 members, 5,000 proposals sent
 * from them (3,000 accepted, 1,000 declined), 3,000 trips and 200,000 chat messages, seeded
 * straight into a database file in batched atomic writes (kept in a cache and copied for the next
 * run), then measured against the production server: the reports dashboard (five years, the last
 * 90 days), the desk's list (first page, a filter, a search) and the board's reads (a page per
 * stage, together), p50 and p99, and the server's resident memory. Next to them, for scale, a
 * plain scan of the period's lead rows (what the dashboard would cost without its counters).
 *
 * Goal: the dashboard under 500 ms for five years of data.
 */
import { addDays, agencyDay, DEFAULT_AGENCY_TIME_ZONE } from "../contract/agency-time.ts";
import type { Inquiry } from "../contract/inquiry.ts";
import { LEAD_STAGES, type LeadRow } from "../contract/leads.ts";
import { type ProposalContent, proposalInput, type StoredProposal } from "../contract/proposals/model.ts";
import { proposalTotals } from "../contract/proposals/totals.ts";
import type { StoredTrip } from "../contract/trips/model.ts";
import { tripDates } from "../contract/trips/phase.ts";
import { dayStartOf } from "../contract/working-hours.ts";
import { kvFilePath } from "../server/kv/database-file.ts";
import { newId } from "../server/kv/ids.ts";
import { KEYS } from "../server/kv/keys.ts";
import { markLeadStatsBuilt } from "../server/kv/lead-stats.ts";
import { seedInquiries } from "./leads.ts";

export const REPORT_GOAL_MS = 500;
export const REPORT_SCALE = { inquiries: 50_000, members: 10_000, proposals: 5_000, trips: 3_000, chatMessages: 200_000 } as const;
type Scale = { -readonly [K in keyof typeof REPORT_SCALE]: number };

const CACHE_DIR = Deno.env.get("BENCH_CACHE") ?? "/tmp/travel-bench-cache";
const SEED_VERSION = 1;

/** Writes `entries` in atomic batches of `size`, a few commits in flight. */
async function writeBatches(kv: Deno.Kv, entries: Iterable<[Deno.KvKey, unknown]>, size = 200) {
  const inFlight = new Set<Promise<unknown>>();
  let op = kv.atomic();
  let n = 0;
  const flush = async () => {
    const commit = op.commit().then((r) => {
      if (!r.ok) throw new Error("a seed commit failed");
    });
    inFlight.add(commit);
    commit.finally(() => inFlight.delete(commit));
    if (inFlight.size >= 8) await Promise.race(inFlight);
    op = kv.atomic();
    n = 0;
  };
  for (const [key, value] of entries) {
    op.set(key, value);
    if (++n >= size) await flush();
  }
  if (n > 0) await flush();
  await Promise.all(inFlight);
}

function* members(count: number, start: number): Generator<[Deno.KvKey, unknown]> {
  for (let i = 0; i < count; i++) {
    const at = new Date(start + Math.floor((i / count) * 5 * 365 * 86_400_000)).toISOString();
    const id = newId(Date.parse(at));
    const email = `member.${i}@example.com`;
    const user = {
      id, name: `Member ${i}`, displayName: "", email, mobileNumber: "", isMobileVerified: false, nationality: "", nationalityOther: "",
      countryOfResidence: "", countryOfResidenceOther: "", profession: "", professionOther: "", travelFrequency: "", flightClass: "",
      avgSpendPerTrip: "", accommodationStyles: [], memberships: [], membershipsOther: "", heardAboutUs: "", heardAboutUsOther: "",
      joinReason: "", isApproved: true, isAdmin: false, createdAt: at,
      preferences: { interests: [], budget: "", notifications: {}, general: {}, security: {} },
      passwordHash: "bench-no-password",
    };
    yield [KEYS.user(id), user];
    yield [KEYS.userByEmail(email), id];
  }
}

function contentFor(inquiry: Inquiry, i: number): ProposalContent {
  const start = addDays(inquiry.submissionDate.slice(0, 10), 60);
  return proposalInput.parse({
    title: `${inquiry.itemName} for ${inquiry.userName}`,
    traveller: { name: inquiry.userName, email: inquiry.userEmail, language: "en" },
    partySize: 2,
    startDate: start,
    currency: i % 10 === 0 ? "EUR" : "USD",
    validUntil: addDays(start, -30),
    introduction: "Three days of desert and sea.",
    included: "Private transfers, breakfast daily.",
    days: [
      { id: "d1", date: start, title: "Arrival", items: [{ id: "t1", kind: "transfer", title: "Airport transfer", unitPrice: 150, unitCost: 90 }] },
      { id: "d2", date: addDays(start, 1), title: "Desert", items: [{ id: "a1", kind: "experience", title: "Desert safari", unitPrice: 450 + (i % 7) * 10, unitCost: 300, quantity: 2 }] },
    ],
    options: [
      { id: "o1", name: "Palace hotel", items: [{ id: "h1", kind: "hotel", title: "Palace, 2 nights", unitPrice: 1000, unitCost: 800, quantity: 2 }] },
      { id: "o2", name: "Beach resort", items: [{ id: "h2", kind: "hotel", title: "Beach resort, 2 nights", unitPrice: 1500, unitCost: 1100, quantity: 2 }] },
    ],
    addOns: [],
  });
}

/** Proposals from the inquiries that went that far (and the first ones after), 3,000 accepted with their trips. */
function* proposalsAndTrips(inquiries: Inquiry[], scale: Scale): Generator<[Deno.KvKey, unknown]> {
  for (let i = 0; i < scale.proposals; i++) {
    const inquiry = inquiries[Math.floor((i / scale.proposals) * inquiries.length)];
    const content = contentFor(inquiry, i);
    const sentAt = new Date(Date.parse(inquiry.submissionDate) + 2 * 86_400_000).toISOString();
    const id = newId(Date.parse(sentAt));
    const accepted = i % 5 < 3 && i < scale.trips * 5 / 3;
    const status = accepted ? "Accepted" : i % 5 === 3 ? "Declined" : "Sent";
    const proposal: StoredProposal = {
      ...content, id, status, source: { kind: "inquiry", id: inquiry.id }, sentVersion: 1,
      createdAt: sentAt, updatedAt: sentAt, createdBy: "bench-consultant-1", sentAt,
    };
    const totals = proposalTotals(content);
    yield [KEYS.proposal(id), proposal];
    yield [KEYS.proposalVersion(id, 1), { proposalId: id, version: 1, content, totals, terms: "Payment in full 30 days before travel.", hash: `bench-${i}`, sentAt, sentBy: "bench-consultant-1" }];
    yield [KEYS.proposalBySource("inquiry", inquiry.id, id), true];
    yield [KEYS.proposalByEmail(inquiry.userEmail, id), true];
    if (!accepted) continue;
    const createdAt = new Date(Date.parse(sentAt) + 3 * 86_400_000).toISOString();
    const days: StoredTrip["days"] = content.days.map((day) => ({
      ...day,
      items: day.items.map((item) => ({ ...item, quantity: item.quantity ?? 1, bookingStatus: "confirmed" as const, contacts: [] })),
    })) as StoredTrip["days"];
    const option = content.options[0];
    const trip: StoredTrip = {
      id: newId(Date.parse(createdAt)), proposalId: id, source: { kind: "inquiry", id: inquiry.id }, title: content.title, partySize: 2,
      timeZone: DEFAULT_AGENCY_TIME_ZONE, traveller: content.traveller, currency: content.currency, optionId: option.id, addOnIds: [],
      total: totals[0].price,
      stay: option.items.map((item) => ({ ...item, quantity: item.quantity ?? 1, bookingStatus: "confirmed" as const, contacts: [] })) as StoredTrip["stay"],
      days, ...tripDates(days), consultantId: "bench-consultant-1", revision: 1, changes: [], createdAt, updatedAt: createdAt,
    };
    yield [KEYS.trip(trip.id), trip];
    yield [KEYS.tripByProposal(id), trip.id];
    yield [KEYS.tripByEmail(inquiry.userEmail, trip.id), true];
  }
}

/** Chats of ten messages each, over the five years, ended. */
function* chats(messages: number, start: number): Generator<[Deno.KvKey, unknown]> {
  const sessions = Math.ceil(messages / 10);
  for (let s = 0; s < sessions; s++) {
    const at = start + Math.floor((s / sessions) * 5 * 365 * 86_400_000);
    const sessionId = `bench_${newId(at)}`;
    const stamp = (m: number) => new Date(at + m * 60_000).toISOString();
    yield [KEYS.chatSession(sessionId), {
      sessionId, status: "Resolved", handler: "ai", startTimestamp: stamp(0), lastActivityTimestamp: stamp(9), messageCount: 10,
      lastMessage: "Thank you, that is all.", lastAuthor: "visitor",
    }];
    for (let m = 0; m < 10; m++) {
      const id = newId(at + m * 60_000);
      yield [KEYS.chatMessage(sessionId, id), {
        id, role: m % 2 ? "model" : "user", timestamp: stamp(m),
        text: m % 2 ? "The desert safari leaves at 15:30 and returns after dinner under the stars." : "Which evening suits a desert dinner for two?",
      }];
    }
  }
}

/**
 * A database holding the scale's data under `dataDir` (before the server opens it): copied from
 * the cache when seeded before, else seeded and cached. Answers the seconds it took and whether it
 * came from the cache.
 */
export async function seedReports(dataDir: string, scale: Scale = { ...REPORT_SCALE }): Promise<{ seconds: number; cached: boolean }> {
  const started = performance.now();
  const cached = `${CACHE_DIR}/reports-v${SEED_VERSION}-${Object.values(scale).join("-")}.kv`;
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    await Deno.copyFile(cached, kvFilePath(dataDir));
    return { seconds: seconds(), cached: true };
  } catch { /* not cached yet */ }
  await seedInquiries(dataDir, scale.inquiries);
  const kv = await Deno.openKv(kvFilePath(dataDir));
  try {
    const start = Date.now() - 5 * 365 * 86_400_000;
    const inquiries: Inquiry[] = [];
    for await (const entry of kv.list<Inquiry>({ prefix: KEYS.inquiries() }, { batchSize: 1000 })) inquiries.push(entry.value);
    // The furthest gone first: proposals come from the inquiries that reached "Proposal sent".
    const wentFar = (q: Inquiry) => q.status === "Accepted" || q.status === "Proposal sent";
    const sent = [...inquiries.filter(wentFar), ...inquiries.filter((q) => !wentFar(q))].slice(0, Math.max(scale.proposals, inquiries.filter(wentFar).length));
    await writeBatches(kv, members(scale.members, start));
    await writeBatches(kv, proposalsAndTrips(sent.sort((a, b) => a.id.localeCompare(b.id)), scale), 100);
    await writeBatches(kv, chats(scale.chatMessages, start), 500);
    // The counters were kept by the seed's lead writes, in the default working week the server keeps.
    await markLeadStatsBuilt(kv);
  } finally {
    kv.close();
  }
  await Deno.mkdir(CACHE_DIR, { recursive: true });
  await Deno.copyFile(kvFilePath(dataDir), cached);
  return { seconds: seconds(), cached: false };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

/**
 * The plain scan the counters replace: every lead row of a period read from the arrival index,
 * in this process (the server not yet started). Answers p50 and max in ms per period.
 */
export async function measureScan(dataDir: string, runs = 3) {
  const kv = await Deno.openKv(kvFilePath(dataDir));
  try {
    const zone = DEFAULT_AGENCY_TIME_ZONE;
    const today = agencyDay(zone);
    const out: Record<string, { rows: number; p50: number; max: number }> = {};
    for (const [name, days] of [["5 years", 1826], ["90 days", 90]] as const) {
      const from = new Date(dayStartOf(zone, addDays(today, -(days - 1)))).toISOString();
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        rows = 0;
        const reached = new Map<string, number>();
        for await (const entry of kv.list<LeadRow>({ start: [...KEYS.leadsByArrival(), from], end: [...KEYS.leadsByArrival(), "\u{10ffff}"] }, { batchSize: 1000 })) {
          rows++;
          const stage = entry.value.facts.respondedAt ? LEAD_STAGES[1] : LEAD_STAGES[0];
          reached.set(stage, (reached.get(stage) ?? 0) + 1);
        }
        times.push(performance.now() - started);
      }
      out[name] = { rows, p50: percentile(times, 50), max: Math.round(Math.max(...times)) };
    }
    return out;
  } finally {
    kv.close();
  }
}

async function timeGet(url: string, token: string, path: string, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
    times.push(performance.now() - started);
    bytes = text.length;
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), kb: Math.round(bytes / 102.4) / 10 };
}

export type ReportsBench = Awaited<ReturnType<typeof measureReports>>;

/** The dashboard, the desk's list and the board's reads on the seeded server, `runs` times each. */
export async function measureReports(url: string, admin: { email: string; password: string }, runs = 20) {
  const login = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  const token = (await login.json()).data.access_token as string;
  const today = agencyDay(DEFAULT_AGENCY_TIME_ZONE);
  const fiveYears = `/api/reports/dashboard?from=${addDays(today, -1825)}&to=${today}`;
  // The first request after the start (nothing warmed), then the runs.
  const cold = await timeGet(url, token, fiveYears, 1);
  const rows: { read: string; p50: number; p99: number; kb: number }[] = [];
  const time = async (read: string, path: string) => rows.push({ read, ...await timeGet(url, token, path, runs) });
  await time("dashboard, 5 years", fiveYears);
  await time("dashboard, last 90 days", "/api/reports/dashboard");
  await time("desk: first page", "/api/leads?limit=50");
  await time("desk: a filter (stage=Responded)", "/api/leads?limit=50&stage=Responded");
  await time("desk: a filter (source=newsletter, 90 days)", `/api/leads?limit=50&source=newsletter&from=${addDays(today, -89)}&to=${today}`);
  await time("desk: a search (q=layla)", "/api/leads?limit=50&q=layla");
  // The board: a page of 20 per stage, all columns together.
  const board: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await Promise.all(LEAD_STAGES.map(async (stage) => {
      const res = await fetch(`${url}/api/leads?limit=20&stage=${encodeURIComponent(stage)}`, { headers: { authorization: `Bearer ${token}` } });
      await res.text();
    }));
    board.push(performance.now() - started);
  }
  rows.push({ read: `board: ${LEAD_STAGES.length} columns of 20, together`, p50: percentile(board, 50), p99: percentile(board, 99), kb: 0 });
  return { coldDashboardMs: cold.p50, rows, goalMs: REPORT_GOAL_MS };
}
