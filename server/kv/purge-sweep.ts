/**
 * The sweep that finishes the deletes a crash left half done (purges.ts): main.ts runs it at start
 * and hourly, with the other sweeps. It keeps no state of its own: the markers are the state.
 */
import { purgeChat } from "./chat/sessions.ts";
import { purgeInquiry } from "./inquiries.ts";
import { sweepPurges } from "./purges.ts";

/** Finishes every unfinished purge; answers how many. */
export function sweepUnfinishedDeletes(kv: Deno.Kv): Promise<number> {
  return sweepPurges(kv, { inquiry: purgeInquiry, chat: purgeChat });
}
