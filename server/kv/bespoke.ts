/**
 * Bespoke submissions on Deno KV, with an index by member (a member's own ideas).
 *
 *   ["bespoke", id]                   -> BespokeSubmission
 *   ["bespoke_by_user", userId, id]   -> true
 */
import type { BespokeSubmission } from "../../contract/bespoke.ts";
import type { BespokeStatus } from "../../contract/enums.ts";
import { notFound } from "../errors.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { listIndexIds, listValues, transact } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { markDeskChanged } from "./desk-changes.ts";

export const BESPOKE_NOT_FOUND = "Bespoke request not found.";

export async function createBespoke(kv: Deno.Kv, data: Omit<BespokeSubmission, "id" | "submissionDate" | "status">): Promise<BespokeSubmission> {
  const record: BespokeSubmission = { ...data, id: newId(), submissionDate: new Date().toISOString(), status: "New" };
  const res = await markDeskChanged(kv.atomic(), "bespoke")
    .check({ key: KEYS.bespoke(record.id), versionstamp: null })
    .set(KEYS.bespoke(record.id), record)
    .set(KEYS.bespokeByUser(record.userId, record.id), true)
    .commit();
  if (!res.ok) throw new Error("bespoke id collision");
  return record;
}

export async function getBespoke(kv: Deno.Kv, id: string): Promise<BespokeSubmission | null> {
  return (await kv.get<BespokeSubmission>(KEYS.bespoke(id))).value;
}

/** Every submission, newest first (the staff list). */
export async function listBespoke(kv: Deno.Kv): Promise<BespokeSubmission[]> {
  return (await listValues<BespokeSubmission>(kv, KEYS.bespokeAll())).map((e) => e.value).reverse();
}

/** A member's own submissions, newest first. */
export async function listBespokeOfUser(kv: Deno.Kv, userId: string): Promise<BespokeSubmission[]> {
  const ids = (await listIndexIds(kv, KEYS.bespokeOfUser(userId))).reverse();
  const entries = await Promise.all(ids.map((id) => getBespoke(kv, id)));
  return entries.filter((e): e is BespokeSubmission => e !== null);
}

export async function setBespokeStatus(
  kv: Deno.Kv,
  id: string,
  status: BespokeStatus,
  audit?: AuditContext,
): Promise<BespokeSubmission> {
  return await transact(async () => {
    const entry = await kv.get<BespokeSubmission>(KEYS.bespoke(id));
    if (!entry.value) throw notFound(BESPOKE_NOT_FOUND);
    const next = { ...entry.value, status };
    const op = markDeskChanged(kv.atomic().check(entry).set(KEYS.bespoke(id), next), "bespoke");
    addAudit(op, audit, { entity: "bespoke", entityId: id, action: "status", before: { status: entry.value.status }, after: { status } });
    return { op, result: next };
  });
}
