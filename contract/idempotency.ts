/** The idempotency protocol of POST /api/inquiries: plain values (no zod), re-exported by inquiry.ts. */

/**
 * The request header that makes a submission idempotent: a client-generated id (the offline outbox
 * uses its own record id). A repeat with the same key answers the first result and stores nothing.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
