/**
 * The device's own database (IndexedDB through Dexie), shared by the page and the service worker:
 * the inquiry outbox. (Form drafts live in localStorage: lib/drafts.ts.)
 */
import type { InquiryInput } from "@contract/inquiry.ts";
import { Dexie, type EntityTable } from "dexie";

export type OutboxState = "queued" | "rejected";

export interface QueuedInquiry {
  /** Generated on the device before the first attempt; sent as the Idempotency-Key. */
  id: string;
  payload: InquiryInput;
  queuedAt: string;
  attempts: number;
  state: OutboxState;
  /** Why the last attempt did not deliver it (shown to the traveller). */
  lastError?: string;
}

export const db = new Dexie("aurum-voyages") as Dexie & {
  outbox: EntityTable<QueuedInquiry, "id">;
};

db.version(1).stores({ outbox: "id, queuedAt" });
