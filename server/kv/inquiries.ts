/**
 * Inquiries on Deno KV. An inquiry is never lost and never stored twice for one Idempotency-Key:
 * the key's entry is written in the same atomic commit as the inquiry, checked to be absent, so of
 * two concurrent requests with one key exactly one commits and the other answers its result.
 */
import type { InquiryData, Inquiry, MailState } from "../../contract/inquiry.ts";
import type { InquiryStatus } from "../../contract/enums.ts";
import { AppError, conflict, notFound } from "../errors.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";

export const INQUIRY_NOT_FOUND = "Inquiry not found.";
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different inquiry. Send a new key for a new inquiry.";
/** How long a key is remembered: longer than any device keeps an unsent inquiry. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 3_600_000;

type KeyEntry = { fingerprint: string; inquiry: Inquiry; createdAt: string };

/** The same request body gives the same fingerprint, whatever the order of its fields. */
export async function fingerprintOf(data: InquiryData): Promise<string> {
  const canonical = JSON.stringify(Object.entries(data).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

function keyReused(): AppError {
  return new AppError("key_reused", IDEMPOTENCY_KEY_REUSED);
}

/**
 * The answer already given for `key`, or null when the key is new. The same key with another body
 * is refused (422): the client is reusing a key by mistake, and guessing which body it meant would
 * either lose an inquiry or store one twice.
 */
export async function findReplay(kv: Deno.Kv, key: string, fingerprint: string): Promise<Inquiry | null> {
  const entry = await kv.get<KeyEntry>(KEYS.inquiryKey(key));
  if (!entry.value) return null;
  if (entry.value.fingerprint !== fingerprint) throw keyReused();
  return entry.value.inquiry;
}

export type NewInquiry = {
  data: InquiryData;
  userId?: string;
  idempotencyKey?: string;
  fingerprint?: string;
  now?: Date;
};

/** Stores a new inquiry (status New, the server's date), or answers the earlier one for a replayed key. */
export async function createInquiry(kv: Deno.Kv, input: NewInquiry): Promise<{ inquiry: Inquiry; replayed: boolean }> {
  const { data, idempotencyKey } = input;
  const record: Inquiry = {
    id: newId(),
    type: data.type,
    ...(data.itemId ? { itemId: data.itemId } : {}),
    itemName: data.itemName,
    userName: data.userName,
    userEmail: data.userEmail,
    userPhone: data.userPhone,
    numPeople: data.numPeople,
    preferredDates: data.preferredDates,
    specialRequests: data.specialRequests,
    status: "New",
    submissionDate: (input.now ?? new Date()).toISOString(),
    ...(input.userId ? { userId: input.userId } : {}),
    mail: { confirmation: "pending", staff: "pending" },
  };
  const fingerprint = idempotencyKey ? input.fingerprint ?? await fingerprintOf(data) : undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const op = kv.atomic()
      .check({ key: KEYS.inquiry(record.id), versionstamp: null })
      .set(KEYS.inquiry(record.id), record);
    if (idempotencyKey) {
      const entry = await kv.get<KeyEntry>(KEYS.inquiryKey(idempotencyKey));
      if (entry.value) {
        if (entry.value.fingerprint !== fingerprint) throw keyReused();
        return { inquiry: entry.value.inquiry, replayed: true };
      }
      const keyEntry: KeyEntry = { fingerprint: fingerprint!, inquiry: record, createdAt: record.submissionDate };
      op.check(entry)
        .set(KEYS.inquiryKey(idempotencyKey), keyEntry, { expireIn: IDEMPOTENCY_KEY_TTL_MS })
        .set(KEYS.inquiryKeyOf(record.id), idempotencyKey, { expireIn: IDEMPOTENCY_KEY_TTL_MS });
    }
    if ((await op.commit()).ok) return { inquiry: record, replayed: false };
  }
  throw conflict("The inquiry could not be saved right now. Please try again.");
}

/** Every inquiry, newest first (ids are time-ordered). */
export async function listInquiries(kv: Deno.Kv): Promise<Inquiry[]> {
  return (await listValues<Inquiry>(kv, KEYS.inquiries())).map((entry) => entry.value).reverse();
}

/** Reads, changes and writes one inquiry with a check, so concurrent changes are never lost. */
async function changeInquiry(kv: Deno.Kv, id: string, change: (current: Inquiry) => Inquiry): Promise<Inquiry> {
  return await transact(async () => {
    const current = await kv.get<Inquiry>(KEYS.inquiry(id));
    if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
    const next = change(current.value);
    return { op: kv.atomic().check(current).set(KEYS.inquiry(id), next), result: next };
  });
}

export function updateInquiryStatus(kv: Deno.Kv, id: string, status: InquiryStatus): Promise<Inquiry> {
  return changeInquiry(kv, id, (current) => ({ ...current, status }));
}

/** Records how the emails went; an inquiry deleted meanwhile stays deleted. */
export async function recordMailResult(
  kv: Deno.Kv,
  id: string,
  mail: { confirmation: MailState; staff: MailState },
): Promise<void> {
  try {
    await changeInquiry(kv, id, (current) => ({ ...current, mail }));
  } catch (error) {
    if (!(error instanceof AppError && error.kind === "not_found")) throw error;
  }
}

/** What a key remembers of a deleted inquiry: its id and item, none of the traveller's details. */
function redacted(inquiry: Inquiry): Inquiry {
  return {
    id: inquiry.id,
    type: inquiry.type,
    ...(inquiry.itemId ? { itemId: inquiry.itemId } : {}),
    itemName: inquiry.itemName,
    userName: "",
    userEmail: "",
    userPhone: "",
    numPeople: "",
    preferredDates: "",
    specialRequests: "",
    status: inquiry.status,
    submissionDate: inquiry.submissionDate,
  };
}

/**
 * Deletes an inquiry and, in the same commit, the traveller's details from its idempotency key's
 * copy. The key itself stays until it expires, so a late replay from a device answers the old id
 * instead of bringing back an inquiry staff deleted.
 */
export async function deleteInquiry(kv: Deno.Kv, id: string): Promise<void> {
  await transact(async () => {
    const [current, keyOf] = await kv.getMany<[Inquiry, string]>([KEYS.inquiry(id), KEYS.inquiryKeyOf(id)]);
    if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
    const op = kv.atomic().check(current).check(keyOf).delete(KEYS.inquiry(id)).delete(KEYS.inquiryKeyOf(id));
    if (keyOf.value) {
      const entry = await kv.get<KeyEntry>(KEYS.inquiryKey(keyOf.value));
      if (entry.value) {
        op.check(entry).set(
          KEYS.inquiryKey(keyOf.value),
          { ...entry.value, inquiry: redacted(entry.value.inquiry) },
          { expireIn: IDEMPOTENCY_KEY_TTL_MS },
        );
      }
    }
    return { op, result: undefined };
  });
}
