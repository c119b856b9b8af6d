import { IDEMPOTENCY_KEY_HEADER } from "@contract/idempotency.ts";
import type { Inquiry, InquiryInput } from "@contract/inquiry.ts";
import { post } from "../../../lib/api-client.ts";

/**
 * A client-generated id for one submission. Sent as the Idempotency-Key, so a retry of the same
 * inquiry (after a timeout, or replayed later from a device) is answered without a second record.
 * Works outside secure contexts too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface SubmitInquiryOptions {
  /** Required: the same key for every attempt at the same inquiry. */
  idempotencyKey: string;
  signal?: AbortSignal;
  /** Override fetch (tests). */
  fetch?: typeof fetch;
}

/** POST /api/inquiries: stores the inquiry (or answers the stored one for a known key). */
export function submitInquiry(input: InquiryInput, options: SubmitInquiryOptions): Promise<Inquiry> {
  return post<Inquiry>("/inquiries", input, {
    signal: options.signal,
    fetch: options.fetch,
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
  });
}
