/**
 * Leads whose trip and payments were stored before the trip and money wrote the lead's facts
 * (`departsOn`, `returnsOn`, `depositPaidAt`, `paidInFullAt`) get them, once at start: one commit
 * per trip, checked against the trip and its schedule as read (each money write rewrites the
 * schedule), through the lead's writer so the desk's and the reports' counters move too. Run before
 * `rebuildLeadStats`, remembering how far it got.
 */
import { paidFacts, tripDateFacts } from "../../contract/money/lead-payments.ts";
import type { PaymentSchedule } from "../../contract/money/model.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { KEYS } from "./keys.ts";
import { sourceLeadFollows, sourceOfTrip, TRIP_DATE_KEYS, withFacts } from "./lead-follows.ts";
import { tripMoney } from "./money.ts";
import { transact } from "./records.ts";

const PROGRESS_KEY = KEYS.setting("lead_facts_backfill");

/** Fills every trip's lead's facts, once; answers how many trips were read. */
export async function backfillLeadFacts(kv: Deno.Kv, batchSize = 100): Promise<number> {
  let progress = (await kv.get<{ after?: string; done?: true }>(PROGRESS_KEY)).value ?? {};
  let read = 0;
  while (!progress.done) {
    const start = progress.after ? [...KEYS.trips(), progress.after, ""] : undefined;
    const selector = start ? { prefix: KEYS.trips(), start } : { prefix: KEYS.trips() };
    const ids: string[] = [];
    for await (const entry of kv.list<StoredTrip>(selector, { limit: batchSize })) ids.push(String(entry.key[1]));
    for (const id of ids) await backfillTrip(kv, id);
    read += ids.length;
    progress = ids.length < batchSize ? { done: true } : { after: ids.at(-1) };
    await kv.set(PROGRESS_KEY, progress);
  }
  return read;
}

async function backfillTrip(kv: Deno.Kv, id: string): Promise<void> {
  await transact(async () => {
    const [trip, schedule] = await kv.getMany<[StoredTrip, PaymentSchedule]>([KEYS.trip(id), KEYS.paymentSchedule(id)]);
    const op = kv.atomic().check(trip, schedule);
    const source = trip.value && await sourceOfTrip(kv, trip.value);
    if (!trip.value || !source) return { op, result: undefined };
    const { invoices, payments } = await tripMoney(kv, id);
    const now = new Date().toISOString();
    await sourceLeadFollows(kv, op, source, (facts) => {
      const dated = withFacts(facts, TRIP_DATE_KEYS, tripDateFacts(trip.value));
      return withFacts(dated, ["depositPaidAt", "paidInFullAt"], paidFacts(schedule.value, invoices, payments, facts, now));
    });
    return { op, result: undefined };
  });
}
