/**
 * What the server's inquiry form route (server/routes/inquiry-form.ts) and the web app's inquiry
 * form agree on. A detail page's form is a real HTML form: it posts (urlencoded) to the page's own
 * address, so it works before the app has taken the page over and without JavaScript. The server
 * answers with the page rendered again, its form showing the outcome; the state of that form is in
 * the page as a JSON block, so the app's form starts from it when it takes the page over.
 * No zod here: the first page load imports this module.
 */
import type { PageOrigin } from "./lead-origin.ts";

/** The id of the JSON block holding the state of the form the server answered with. */
export const INQUIRY_FORM_STATE_ID = "inquiry-form-state";

/** The hidden field that carries the form's idempotency key. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** The hidden field that carries the name of the item asked about. */
export const ITEM_NAME_FIELD = "itemName";

/** The traveller's fields of a package or activity inquiry, as the form names them. */
export const INQUIRY_FORM_FIELDS = ["userName", "userEmail", "userPhone", "numPeople", "preferredDates", "specialRequests"] as const;
export type InquiryFormField = (typeof INQUIRY_FORM_FIELDS)[number];

/** The outcome of a form the server received, as its page shows it. */
export type InquiryFormState = {
  /** The item the form asks about (its page's). */
  itemId: string;
  /** What the traveller sent. */
  values: Partial<Record<InquiryFormField, string>>;
  /** The key the form sends next: the stored inquiry's, or a fresh one when nothing was stored. */
  key: string;
  /** Stored (or the same form sent again): the form shows its success text. */
  sent?: boolean;
  /** The contract's problems with the fields (English, as the schema words them), in order. */
  issues?: { field: string; message: string }[];
  /** The server's refusal, already in the page's language (the rate limit, ...). */
  refusal?: string;
  /** Where the visitor came from, as the page's address and referrer told the server (its hidden fields: lead-origin.ts). */
  origin?: PageOrigin;
};
