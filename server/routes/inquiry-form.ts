/**
 * A detail page's inquiry form, posted by the browser itself: before the app has taken the page
 * over, or without JavaScript. The form (web/src/features/inquiries/components/inquiry-form.tsx)
 * posts to the page's own address, urlencoded:
 *
 *   POST /{lang/}packages/{id}     POST /{lang/}activities/{id}
 *
 * The fields are checked with the contract's `inquiryInput`, like the API's, and the inquiry is
 * stored by the same use case (`submitInquiry`: the same rate limit, emails and idempotency). The
 * key is the form's hidden field when the page that holds the form was made for one visitor (the
 * page this route answers with); the page every visitor shares has none, and the server makes one
 * from the client address, the inquiry's content and the day, so a form sent twice (a double tap,
 * a reload that sends it again) stores one inquiry. The answer is the page itself, rendered again
 * in its language, its form showing the outcome: the success text (200), the problems next to their
 * fields (422), or the server's refusal (its status, e.g. 429). Nothing of the traveller's goes into
 * an address. The form's hidden origin fields (the page's UTM parameters and referrer, filled by the
 * server's page when it was reached with them, or by the start-up script from the visit) are
 * stored with it.
 */
import type { Context, MiddlewareHandler } from "hono";
import { IDEMPOTENCY_KEY_PATTERN, inquiryInput } from "../../contract/inquiry.ts";
import { IDEMPOTENCY_FIELD, INQUIRY_FORM_FIELDS, type InquiryFormState, ITEM_NAME_FIELD } from "../../contract/inquiry-form-page.ts";
import { splitLanguagePath } from "../../contract/language-paths.ts";
import { hasOrigin, originOfFields, originOfPage } from "../../contract/lead-origin.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { AppError } from "../errors.ts";
import type { BodyDeadlineOptions } from "../http/body-deadline.ts";
import { formPost } from "../http/form-post.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { appErrorAnswer } from "../http/errors.ts";
import { formPageDocument } from "../pages/page-documents.ts";
import { fingerprintOf } from "../kv/inquiries.ts";
import { publicPage } from "../pages/public-pages.ts";
import { submitInquiry } from "../services/inquiries.ts";

/** A form's fields are short: the longest text field and some room. */
const FORM_BODY_LIMIT = 64 * 1024;

/** The detail page whose form `path` is: its language, kind and id; null for any other path. */
function formPage(path: string): { lang: SiteLanguage; type: "package" | "activity"; itemId: string } | null {
  const { lang, path: page } = splitLanguagePath(path);
  const found = publicPage(page);
  if (!found || (found.kind !== "package" && found.kind !== "activity") || found.id === null) return null;
  return { lang, type: found.kind, itemId: found.id };
}

/** The inquiry form's posts (other requests go on), with a body deadline and limit of their own. */
export function inquiryFormRoute(deadline: Omit<BodyDeadlineOptions, "maxBytes" | "whole">): MiddlewareHandler<AppEnv> {
  const post = formPost(deadline, FORM_BODY_LIMIT);
  return (c, next) => {
    const page = c.req.method === "POST" ? formPage(c.req.path) : null;
    if (!page) return next();
    return post(c, () => answerForm(c, page));
  };
}

async function answerForm(c: Context<AppEnv>, page: NonNullable<ReturnType<typeof formPage>>): Promise<Response> {
  const { lang, type, itemId } = page;
  const form = await c.req.parseBody();
  const text = (name: string) => (typeof form[name] === "string" ? form[name] : "");
  const values = Object.fromEntries(INQUIRY_FORM_FIELDS.map((name) => [name, text(name)]));
  // Where the visitor came from: the form's hidden fields (its page's), else the page's own address (the post's referrer).
  const fields = originOfFields(text);
  const referer = c.req.header("referer");
  const origin = hasOrigin(fields) ? fields : referer && URL.canParse(referer) ? originOfPage(new URL(referer).search, null, "") : {};
  const kept = hasOrigin(origin) ? { origin } : {};
  const input = { type, itemId, itemName: text(ITEM_NAME_FIELD), ...values, ...kept };
  const parsed = inquiryInput.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message }));
    return await answerWith(c, 422, { itemId, values, key: newKey(), issues, ...kept });
  }
  // Counted as the API counts a client (an IPv6 client by its /64).
  const address = clientRateKey(c);
  const posted = text(IDEMPOTENCY_FIELD).trim();
  const key = IDEMPOTENCY_KEY_PATTERN.test(posted) ? posted : await madeKey(address, parsed.data, lang);
  try {
    await submitInquiry(c.var.deps, { data: parsed.data, idempotencyKey: key, clientAddress: address, language: lang });
    return await answerWith(c, 200, { itemId, values, key, sent: true, ...kept });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { status, body, headers } = appErrorAnswer(error, lang);
    // Nothing was stored: the form keeps what was typed and a key of its own for the next try.
    return await answerWith(c, status, { itemId, values, key: newKey(), refusal: body.message, ...kept }, headers);
  }
}

async function answerWith(c: Context<AppEnv>, status: number, state: InquiryFormState, headers: Record<string, string> = {}): Promise<Response> {
  const document = await formPageDocument(c.var.deps, c.req.path, c.var.deps.config.WEB_DIST, state);
  if (!document) return c.text("The web app is not built yet. Run `deno task build`.", 503);
  // The traveller's details are in this page: no cache keeps it.
  return new Response(document.html, {
    status,
    headers: { ...headers, "content-type": "text/html; charset=UTF-8", "cache-control": "no-store", "content-language": splitLanguagePath(c.req.path).lang },
  });
}

/** A key for the form the page is made for. */
const newKey = () => `form-${crypto.randomUUID()}`;

/**
 * The key of a form posted without one (from the page every visitor shares): the same for the same
 * inquiry from the same address on the same day (UTC).
 */
async function madeKey(address: string, data: Parameters<typeof fingerprintOf>[0], lang: SiteLanguage): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const bytes = new TextEncoder().encode(JSON.stringify([address, day, lang, fingerprintOf(data)]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `form-${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
