/**
 * The lead a trip was made from follows the trip (its dates) and the trip's money (deposit paid,
 * paid in full) in the commit that changes them: trip → its proposal → the proposal's request
 * (`source`, whatever its kind) → that record's lead facts, written through the lead's writer so
 * its row, indexes, counters and the reports' counters move with it.
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import type { StoredLeadFacts } from "../../contract/lead-facts.ts";
import { paidFacts, tripDateFacts } from "../../contract/money/lead-payments.ts";
import type { PaymentSchedule, StoredInvoice, StoredPayment } from "../../contract/money/model.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { KEYS } from "./keys.ts";
import { writeLead } from "./leads.ts";
import { type StoredBespoke, writeBespoke } from "./bespoke.ts";
import { type LeadSession, writeChatLead } from "./chat/lead.ts";
import { putChatSession } from "./chat/session-record.ts";

/** What a lead's facts become: the facts as kept (with whatever else its kind keeps beside them), changed. */
export type FactsChange = <T extends StoredLeadFacts>(facts: T) => T;

/** The request a proposal names as its source, if any. */
export type LeadSource = NonNullable<StoredProposal["source"]>;

/** `facts` with the trip's or the money's facts `keys` replaced by `next` (absent ones removed). */
export function withFacts<T extends StoredLeadFacts, K extends keyof StoredLeadFacts>(facts: T, keys: readonly K[], next: Pick<StoredLeadFacts, K>): T {
  const out: T = { ...facts };
  for (const key of keys) delete out[key];
  return { ...out, ...next };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Adds the source lead's change to `op` (its record read here, checked as read), whatever its
 * kind: an inquiry's `lead`, a bespoke request's `lead`, a handed-over chat's `lead`, each written
 * with its lead row by its kind's writer. Nothing when the record is gone (or a chat is no lead)
 * or its facts stay the same.
 */
export async function sourceLeadFollows(kv: Deno.Kv, op: Deno.AtomicOperation, source: LeadSource, change: FactsChange): Promise<void> {
  if (source.kind === "inquiry") {
    const entry = await kv.get<Inquiry>(KEYS.inquiry(source.id));
    if (!entry.value) return;
    const lead = change(entry.value.lead ?? {});
    if (same(lead, entry.value.lead ?? {})) return;
    const written: Inquiry = { ...entry.value, lead };
    op.check(entry).set(KEYS.inquiry(source.id), written);
    writeLead(op, entry.value, written);
    markDeskChanged(op, "inquiries");
  } else if (source.kind === "bespoke") {
    const entry = await kv.get<StoredBespoke>(KEYS.bespoke(source.id));
    if (!entry.value) return;
    const lead = change(entry.value.lead ?? {});
    if (same(lead, entry.value.lead ?? {})) return;
    markDeskChanged(writeBespoke(op.check(entry), entry.value, { ...entry.value, lead }), "bespoke");
  } else {
    const entry = await kv.get<LeadSession>(KEYS.chatSession(source.id));
    if (!entry.value?.lead) return;
    const lead = change(entry.value.lead);
    if (same(lead, entry.value.lead)) return;
    const written = { ...entry.value, lead };
    markDeskChanged(writeChatLead(putChatSession(op.check(entry), entry.value, written), entry.value, written), "chats");
  }
}

/** The request a trip's proposal was made from (the trip keeps it; older trips through their proposal). */
export async function sourceOfTrip(kv: Deno.Kv, trip: Pick<StoredTrip, "proposalId" | "source">): Promise<LeadSource | undefined> {
  if (trip.source) return trip.source;
  return (await kv.get<StoredProposal>(KEYS.proposal(trip.proposalId))).value?.source;
}

const PAID_KEYS = ["depositPaidAt", "paidInFullAt"] as const;
export const TRIP_DATE_KEYS = ["departsOn", "returnsOn"] as const;

/** The trip's lead takes the trip's dates as a staff save leaves them, in the save's commit. */
export async function leadFollowsTrip(kv: Deno.Kv, op: Deno.AtomicOperation, trip: StoredTrip): Promise<void> {
  const source = await sourceOfTrip(kv, trip);
  if (source) await sourceLeadFollows(kv, op, source, (facts) => withFacts(facts, TRIP_DATE_KEYS, tripDateFacts(trip)));
}

/**
 * The trip's lead follows its money as a money write leaves it (`schedule`, `invoices`,
 * `payments` after the write), in that write's commit: contract/money/lead-payments.ts's rule.
 */
export async function leadFollowsMoney(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  tripId: string,
  money: { schedule: Pick<PaymentSchedule, "dues"> | null; invoices: StoredInvoice[]; payments: StoredPayment[] },
  now: Date,
): Promise<void> {
  const trip = (await kv.get<StoredTrip>(KEYS.trip(tripId))).value;
  const source = trip && await sourceOfTrip(kv, trip);
  if (!source) return;
  await sourceLeadFollows(kv, op, source, (facts) =>
    withFacts(facts, PAID_KEYS, paidFacts(money.schedule, money.invoices, money.payments, facts, now.toISOString())));
}
