/**
 * The inquiries' email and member indexes (`inquiries_by_email`, `inquiries_by_user`) for inquiries
 * stored before those indexes existed, so "My journeys" finds them. Run once at start:
 *
 * - in batches, oldest inquiry first; after each batch the last id done is kept in
 *   `["settings", "inquiry_index_backfill"]`, so a start that stopped half-way continues after it,
 *   and once every inquiry is done the marker says so and later starts read only that key;
 * - idempotent: an inquiry whose entries exist is left alone, and writing an entry again changes nothing;
 * - atomic per inquiry: its entries are written in one commit checked against the inquiry as read,
 *   so an inquiry deleted or changed meanwhile is read again (and a deleted one gets none).
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import { KEYS } from "./keys.ts";
import { transact } from "./records.ts";

type Progress = { after?: string; done?: true };

const PROGRESS_KEY = KEYS.setting("inquiry_index_backfill");

/** Fills the missing index entries; answers how many inquiries got any. */
export async function backfillInquiryIndexes(kv: Deno.Kv, batchSize = 100): Promise<number> {
  let progress = (await kv.get<Progress>(PROGRESS_KEY)).value ?? {};
  let filled = 0;
  while (!progress.done) {
    const batch = await nextBatch(kv, progress.after, batchSize);
    for (const id of batch) if (await indexInquiry(kv, id)) filled++;
    progress = batch.length < batchSize ? { done: true } : { after: batch.at(-1) };
    await kv.set(PROGRESS_KEY, progress);
  }
  return filled;
}

/** The ids of up to `size` inquiries after `after`, in id (creation) order (the lead backfill's too). */
export async function nextBatch(kv: Deno.Kv, after: string | undefined, size: number): Promise<string[]> {
  const selector = after ? { prefix: KEYS.inquiries(), start: KEYS.inquiry(after) } : { prefix: KEYS.inquiries() };
  const ids: string[] = [];
  for await (const entry of kv.list(selector, { limit: size + 1 })) {
    const id = String(entry.key[1]);
    if (id !== after && ids.length < size) ids.push(id);
  }
  return ids;
}

/** Writes one inquiry's missing entries in one commit; answers whether any was missing. */
async function indexInquiry(kv: Deno.Kv, id: string): Promise<boolean> {
  return await transact(async () => {
    const inquiry = await kv.get<Inquiry>(KEYS.inquiry(id));
    const op = kv.atomic().check(inquiry);
    if (!inquiry.value) return { op, result: false };
    const keys = [
      KEYS.inquiryByEmail(inquiry.value.userEmail.toLowerCase(), id),
      ...(inquiry.value.userId ? [KEYS.inquiryByUser(inquiry.value.userId, id)] : []),
    ];
    const missing = (await kv.getMany(keys)).filter((entry) => entry.versionstamp === null);
    for (const entry of missing) op.set(entry.key, true);
    return { op, result: missing.length > 0 };
  });
}
