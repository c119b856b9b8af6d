/**
 * The trip's review page by private link: `GET /trips/{token}/review` (and under a language's
 * prefix) answers the page; its form posts urlencoded to the same address, checked with the API's
 * own schema and stored by the same use case (once per trip, a returned trip only, the
 * traveller's own link only), and the answer is the page again with the outcome (200), the
 * problems (400) or the refusal (its status). It works without JavaScript. One traveller's page:
 * `noindex`, never kept by a cache. An address without a prefix shows the trip's own language.
 */
import type { Context, MiddlewareHandler } from "hono";
import { splitLanguagePath } from "../../contract/language-paths.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { REVIEW_PAGE_PATH, REVIEW_TEXTS, reviewInput } from "../../contract/trips/reviews.ts";
import { translateAnswer } from "../answer-texts/index.ts";
import { AppError } from "../errors.ts";
import type { BodyDeadlineOptions } from "../http/body-deadline.ts";
import { formPost } from "../http/form-post.ts";
import type { AppEnv } from "../http/context.ts";
import { appErrorAnswer } from "../http/errors.ts";
import { parseWith } from "../http/validate.ts";
import { type ReviewPageState, reviewPageHtml } from "../pages/review-page.ts";
import { reviewPageOf, submitReview } from "../services/reviews.ts";

const FORM_BODY_LIMIT = 16 * 1024;
const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

type Page = { token: string; lang: SiteLanguage; prefixed: boolean };

function reviewPage(address: string): Page | null {
  const { lang, path } = splitLanguagePath(address);
  const match = REVIEW_PAGE_PATH.exec(path);
  return match ? { token: match[1], lang, prefixed: path !== address } : null;
}

export function reviewPageRoute(deadline: Omit<BodyDeadlineOptions, "maxBytes" | "whole">): MiddlewareHandler<AppEnv> {
  const post = formPost(deadline, FORM_BODY_LIMIT);
  return async (c, next) => {
    const page = reviewPage(c.req.path);
    if (!page) return await next();
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      c.res = await showPage(c, page);
      return;
    }
    if (c.req.method !== "POST") return await next();
    return post(c, () => answerForm(c, page));
  };
}

function answer(lang: SiteLanguage, status: number, state: ReviewPageState, headers: Record<string, string> = {}): Response {
  return new Response(reviewPageHtml(lang, state), {
    status,
    headers: { ...headers, "content-type": "text/html; charset=UTF-8", ...PRIVATE, "content-language": lang },
  });
}

/** The page's language: the address's prefix, else the trip's own. */
const languageOf = (page: Page, tripLanguage: SiteLanguage) => page.prefixed ? page.lang : tripLanguage;

async function showPage(c: Context<AppEnv>, page: Page): Promise<Response> {
  try {
    const { trip, readOnly, returned, review } = await reviewPageOf(c.var.deps, page.token);
    const lang = languageOf(page, trip.traveller.language);
    const notice = readOnly ? REVIEW_TEXTS.readOnly : !review && !returned ? REVIEW_TEXTS.notReturned : undefined;
    return answer(lang, 200, { title: trip.title, review, ...(notice ? { notice: translateAnswer(notice, lang) } : {}) });
  } catch (error) {
    return refused(page.lang, error);
  }
}


function refused(lang: SiteLanguage, error: unknown, title?: string): Response {
  if (!(error instanceof AppError)) throw error;
  const { status, body, headers } = appErrorAnswer(error, lang);
  return answer(lang, status, { notice: body.message, ...(title ? { title } : {}) }, headers);
}

async function answerForm(c: Context<AppEnv>, page: Page): Promise<Response> {
  let state: Awaited<ReturnType<typeof reviewPageOf>>;
  try {
    state = await reviewPageOf(c.var.deps, page.token);
  } catch (error) {
    return refused(page.lang, error);
  }
  const lang = languageOf(page, state.trip.traveller.language);
  const form = await c.req.parseBody();
  const values = { rating: typeof form.rating === "string" ? form.rating : "", text: typeof form.text === "string" ? form.text : "" };
  try {
    const input = parseWith(reviewInput, { rating: values.rating || undefined, text: values.text });
    const review = await submitReview(c.var.deps, page.token, input);
    return answer(lang, 200, { title: state.trip.title, review, done: true });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { status, body, headers } = appErrorAnswer(error, lang);
    if (error.kind === "invalid") {
      const problems = body.issues?.map((issue) => issue.message) ?? [body.message];
      return answer(lang, status, { title: state.trip.title, values, problems }, headers);
    }
    return answer(lang, status, { title: state.trip.title, notice: body.message, review: state.review }, headers);
  }
}
