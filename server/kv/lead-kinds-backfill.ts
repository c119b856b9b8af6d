/**
 * The leads of the kinds that joined the pipeline after it started, for records stored before:
 * every bespoke request, and every conversation a consultant already has (its lead arrived when
 * it started; responded at its first consultant reply), plus the kind index of the rows already
 * written. Run once at start (main.ts), like the inquiries' lead backfill:
 *
 * - each store in batches, in key order, remembering how far it got in
 *   `["settings", "lead_kinds_backfill", store]`, so a start that stopped half-way goes on, and a
 *   finished store is one read at later starts;
 * - idempotent and atomic per record: one commit checked against the record and its lead row as
 *   read; a record that has its lead (written since by any of its writes) is left alone.
 */
import type { ChatMessage } from "../../contract/chat/session.ts";
import type { LeadRow } from "../../contract/leads.ts";
import { bespokeLeadRow, type StoredBespoke } from "./bespoke.ts";
import { type ChatLead, chatLeadRow } from "./chat/lead.ts";
import type { StoredChatSession } from "./chat/sessions.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { writeNewLeadRow } from "./leads.ts";
import { transact } from "./records.ts";

type Progress = { after?: Deno.KvKey; done?: true };

/** Runs `each` on every entry under `prefix`, `batchSize` at a time, keeping its progress under `name`; answers how many it changed. */
async function inBatches<T>(kv: Deno.Kv, name: string, prefix: Deno.KvKey, batchSize: number, each: (entry: Deno.KvEntry<T>) => Promise<boolean>): Promise<number> {
  const key = KEYS.setting(`lead_kinds_backfill_${name}`);
  let progress = (await kv.get<Progress>(key)).value ?? {};
  let changed = 0;
  while (!progress.done) {
    const selector = progress.after ? { prefix, start: progress.after } : { prefix };
    const batch: Deno.KvEntry<T>[] = [];
    for await (const entry of kv.list<T>(selector, { limit: batchSize + 1 })) {
      if (JSON.stringify(entry.key) !== JSON.stringify(progress.after) && batch.length < batchSize) batch.push(entry);
    }
    for (const entry of batch) if (await each(entry)) changed++;
    progress = batch.length < batchSize ? { done: true } : { after: batch.at(-1)!.key };
    await kv.set(key, progress);
  }
  return changed;
}

/** Writes `row` as a new lead in one commit checked against `record` as read and the row's absence. */
async function addLead(kv: Deno.Kv, record: Deno.KvEntry<unknown>, row: LeadRow, set?: unknown): Promise<boolean> {
  const op = kv.atomic().check(record).check({ key: KEYS.lead(row.id), versionstamp: null });
  if (set !== undefined) op.set(record.key, set);
  return (await writeNewLeadRow(op, row, { watch: false }).commit()).ok;
}

/** The conversation's first consultant reply, if any. */
async function firstConsultantReply(kv: Deno.Kv, sessionId: string): Promise<string | undefined> {
  for await (const entry of kv.list<ChatMessage>({ prefix: KEYS.chatMessages(sessionId) })) {
    if (entry.value.author === "consultant") return entry.value.timestamp;
  }
  return undefined;
}

/** Fills what is missing; answers how many records got their lead or index entry. */
export async function backfillLeadKinds(kv: Deno.Kv, batchSize = 100): Promise<number> {
  let filled = 0;
  filled += await inBatches<LeadRow>(kv, "kind_index", KEYS.leads(), batchSize, async (entry) => {
    const key = KEYS.leadIndex("leads_by_kind", entry.value.kind, entry.value.id);
    return await transact(async () => {
      const [row, index] = await kv.getMany<[LeadRow, LeadRow]>([entry.key, key]);
      const op = kv.atomic().check(row, index);
      if (!row.value || index.value) return { op, result: false };
      return { op: op.set(key, row.value), result: true };
    });
  });
  filled += await inBatches<StoredBespoke>(kv, "bespoke", KEYS.bespokeAll(), batchSize, (entry) => addLead(kv, entry, bespokeLeadRow(entry.value)));
  filled += await inBatches<StoredChatSession>(kv, "chat", KEYS.chatSessions(), batchSize, async (entry) => {
    const session = entry.value;
    if (session.lead || session.handler !== "consultant") return false;
    const respondedAt = await firstConsultantReply(kv, session.sessionId);
    const lead: ChatLead = { id: newId(Date.parse(session.startTimestamp)), arrivedAt: session.startTimestamp, ...(respondedAt ? { respondedAt } : {}) };
    const next = { ...session, lead };
    // A conversation changed meanwhile gets its lead from that change's own commit, or at the next start.
    return await addLead(kv, entry, chatLeadRow(next)!, next);
  });
  return filled;
}
