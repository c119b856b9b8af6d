/**
 * Scheduled publishing without anyone online: the schedule is in the database (an index by time,
 * server/kv/catalogue-drafts.ts), so it survives restarts. `startPublishing` (main.ts) publishes
 * whatever is due at start, then sleeps until the next scheduled time, never longer than a minute,
 * and wakes at once when any instance changes the schedule (a watched key). A publish goes through
 * the collection's own write (its checks, the audit entry of whoever scheduled it, the catalogue
 * version bump that every cache follows). Of several instances one looks at a time (a job lease,
 * `runExclusive`); should two still race on one item, it is published once: the loser's commit
 * fails its check on the consumed copy.
 */
import type { AuditContext } from "../kv/audit.ts";
import { duePublications, getDraft, nextPublicationAt, unschedule, watchSchedule } from "../kv/catalogue-drafts.ts";
import { isErrorOf } from "../errors.ts";
import { log } from "../observe/log.ts";
import { CATALOGUE_WRITES, type CatalogueWriteDeps } from "./catalogue.ts";
import { runExclusive } from "./outbox.ts";

/** The longest sleep between looks at the schedule. */
const MAX_SLEEP_MS = 60_000;
/** How long one look may hold the publishing job (an instance killed during a look delays the others this long at most). */
const PUBLISH_LEASE_MS = 30_000;
/** The wait before looking again while another instance holds the job. */
const HELD_ELSEWHERE_MS = 2_000;

/** Publishes every scheduled item due at `now`; answers how many went live. */
export async function publishDue(deps: CatalogueWriteDeps, now = Date.now()): Promise<number> {
  let published = 0;
  for (const { collection, id } of await duePublications(deps.kv, now)) {
    const copy = await getDraft(deps.kv, collection, id);
    if (!copy) continue;
    try {
      await CATALOGUE_WRITES[collection].publish(deps, id, copy.version, copy.scheduledBy as AuditContext | undefined);
      published++;
    } catch (error) {
      // Changed meanwhile: the next look sees the new schedule. Anything else (its parent is not
      // published) keeps the copy as a draft for staff to see to, instead of failing every minute.
      if (isErrorOf(error, "conflict") && (await getDraft(deps.kv, collection, id))?.version !== copy.version) continue;
      log.warn("a scheduled publication failed; the item is kept as a draft", { collection, id, error: (error as Error).message });
      await unschedule(deps.kv, collection, id);
    }
  }
  return published;
}

/** Starts publishing scheduled items on time; `stop` ends it (the server's shutdown) once a look under way has ended. */
export function startPublishing(deps: CatalogueWriteDeps): { stop(): Promise<void> } {
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const look = () => {
    running = running.then(async () => {
      if (stopped.signal.aborted) return;
      clearTimeout(timer);
      try {
        // One instance publishes at a time; while another does, this one looks again a little later.
        const ran = await runExclusive(deps.kv, "publishing", () => publishDue(deps), { leaseMs: PUBLISH_LEASE_MS });
        const next = await nextPublicationAt(deps.kv);
        const soonest = ran ? 0 : HELD_ELSEWHERE_MS;
        const sleep = next === null ? MAX_SLEEP_MS : Math.min(Math.max(next - Date.now(), soonest), MAX_SLEEP_MS);
        if (!stopped.signal.aborted) timer = setTimeout(look, sleep);
      } catch (error) {
        if (stopped.signal.aborted) return;
        log.error("scheduled publishing failed", { error });
        timer = setTimeout(look, MAX_SLEEP_MS);
      }
    });
  };

  // The watch reports the key's value once at start, so the first look happens at once.
  void watchSchedule(deps.kv, look, stopped.signal);
  return {
    stop() {
      stopped.abort();
      clearTimeout(timer);
      return running;
    },
  };
}
