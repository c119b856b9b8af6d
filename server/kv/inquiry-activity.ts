/**
 * How each inquiry has moved, for the desk's list: its last activity (the latest of its arrival,
 * its last status change and its newest message, notes included) and when staff first replied.
 * Worked out at read time from the threads in one pass over every message (time-ordered ids keep
 * each thread oldest first), so inquiries stored before this was asked for are answered exactly too.
 */
import type { DeskInquiry, Inquiry } from "../../contract/inquiry.ts";
import type { DeskMessage } from "../../contract/inquiry-thread.ts";
import { KEYS } from "./keys.ts";

type Moves = { lastMessageAt?: string; firstReplyAt?: string };

/** The latest of some times (ISO), those undefined left out. */
export const latest = (...times: (string | undefined)[]) => times.filter((time) => time !== undefined).sort().at(-1)!;

/** `inquiries`, each with its `lastActivityAt` and, once staff have replied, `firstResponseAt`. */
export async function withActivity(kv: Deno.Kv, inquiries: Inquiry[]): Promise<DeskInquiry[]> {
  const moves = new Map<string, Moves>();
  for await (const entry of kv.list<DeskMessage>({ prefix: KEYS.allInquiryMessages() })) {
    const id = String(entry.key[1]);
    const seen = moves.get(id) ?? {};
    seen.lastMessageAt = latest(seen.lastMessageAt, entry.value.sentAt);
    if (entry.value.kind === "reply" && !seen.firstReplyAt) seen.firstReplyAt = entry.value.sentAt;
    moves.set(id, seen);
  }
  return inquiries.map((inquiry) => {
    const seen = moves.get(inquiry.id);
    const lastActivityAt = latest(inquiry.submissionDate, inquiry.statusChangedAt, seen?.lastMessageAt);
    return seen?.firstReplyAt ? { ...inquiry, lastActivityAt, firstResponseAt: seen.firstReplyAt } : { ...inquiry, lastActivityAt };
  });
}
