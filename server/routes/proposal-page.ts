/**
 * The traveller's proposal page, by private link: `GET /proposals/{token}` (and under a language's
 * prefix) answers the page rendered on the server, counting a view; the page's forms post
 * urlencoded to the same address (the hidden field `intent`: accept, changes or decline), checked
 * with the API's own schemas and stored by the same use cases (limits, emails, exactly once), and
 * the answer is the page again, showing the outcome (200), the problems (400) or the refusal (its
 * status: 409 already accepted, 429...). So it all works without JavaScript.
 * The page is one traveller's: `noindex`, never kept by any cache (`private, no-store`). Its
 * language is the address's; an address without a prefix shows the proposal's own language (a
 * redirect to its prefix).
 */
import type { Context, MiddlewareHandler } from "hono";
import { LANGUAGE_PREFIXES, splitLanguagePath } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { acceptInput, changesInput, declineInput, type TravellerProposal } from "../../contract/proposals/model.ts";
import {
  PROPOSAL_FORM_FIELDS as F,
  PROPOSAL_INTENTS,
  PROPOSAL_PAGE_PATH,
  type ProposalFormState,
  type ProposalIntent,
  type ProposalPageState,
} from "../../contract/proposals/page.ts";
import { AppError } from "../errors.ts";
import type { BodyDeadlineOptions } from "../http/body-deadline.ts";
import { formPost } from "../http/form-post.ts";
import type { AppEnv } from "../http/context.ts";
import { appErrorAnswer } from "../http/errors.ts";
import { parseWith } from "../http/validate.ts";
import { proposalPageDocument } from "../pages/proposal-page.ts";
import { acceptByLink, changesByLink, declineByLink, openProposal, proposalIdOf, readProposal } from "../services/proposal-links.ts";
import { proposalPdf } from "../services/proposal-pdf.ts";
import { answerOrigin, answersLimited } from "./proposal-links.ts";

const FORM_BODY_LIMIT = 64 * 1024;

/** The page's (or its PDF's) token and language, or null for another path. */
function proposalPage(address: string): { token: string; lang: SiteLanguage; prefixed: boolean; pdf: boolean } | null {
  const { lang, path } = splitLanguagePath(address);
  const match = PROPOSAL_PAGE_PATH.exec(path);
  if (!match) return null;
  return { token: match[1], lang, prefixed: path !== address, pdf: match[2] !== undefined };
}

/** One traveller's document: no shared or private cache keeps it, no search engine lists it. */
const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

export function proposalPageRoute(deadline: Omit<BodyDeadlineOptions, "maxBytes" | "whole">): MiddlewareHandler<AppEnv> {
  const post = formPost(deadline, FORM_BODY_LIMIT);
  return async (c, next) => {
    const page = proposalPage(c.req.path);
    if (!page) return await next();
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      c.res = page.pdf ? await showPdf(c, page) : await showPage(c, page);
      return;
    }
    if (c.req.method !== "POST" || page.pdf) return await next();
    return post(c, () => answerForm(c, page));
  };
}

async function showPage(c: Context<AppEnv>, page: NonNullable<ReturnType<typeof proposalPage>>): Promise<Response> {
  const { token, lang } = page;
  let id: string;
  try {
    id = await proposalIdOf(c.var.deps, token);
    if (!page.prefixed) {
      // Without a prefix: the proposal's own language, under its prefix.
      const shown = (await readProposal(c.var.deps, id)).language;
      if (shown !== DEFAULT_LANGUAGE && LANGUAGE_PREFIXES.includes(`/${shown}`)) {
        return new Response(null, { status: 302, headers: { location: `/${shown}/proposals/${token}`, ...PRIVATE } });
      }
    }
    return await answerWith(c, lang, 200, { token, proposal: await openProposal(c.var.deps, id) });
  } catch (error) {
    return await refused(c, lang, token, error);
  }
}

/**
 * The printable PDF of what the page shows, in the address's language (the proposal's own without a
 * prefix); it counts no view. A link that opens nothing is the page's 404.
 */
async function showPdf(c: Context<AppEnv>, page: NonNullable<ReturnType<typeof proposalPage>>): Promise<Response> {
  let proposal: TravellerProposal;
  try {
    proposal = await readProposal(c.var.deps, await proposalIdOf(c.var.deps, page.token));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { status, body, headers } = appErrorAnswer(error, page.lang);
    return new Response(body.message, { status, headers: { ...headers, ...PRIVATE, "content-type": "text/plain; charset=UTF-8" } });
  }
  const lang = page.prefixed ? page.lang : proposal.language;
  const bytes = await proposalPdf(proposal, lang);
  const name = proposal.title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim().slice(0, 80) || "proposal";
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...PRIVATE,
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="proposal.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
      "content-language": lang,
    },
  });
}

/** A refusal before any proposal could be read (the link opens nothing): the page says so. */
async function refused(c: Context<AppEnv>, lang: SiteLanguage, token: string, error: unknown): Promise<Response> {
  if (!(error instanceof AppError)) throw error;
  const { status, body, headers } = appErrorAnswer(error, lang);
  return await answerWith(c, lang, status, { token, missing: body.message }, headers);
}

const texts = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === "string");

async function answerForm(c: Context<AppEnv>, page: NonNullable<ReturnType<typeof proposalPage>>): Promise<Response> {
  const { token, lang } = page;
  let id: string;
  try {
    id = await proposalIdOf(c.var.deps, token);
  } catch (error) {
    return await refused(c, lang, token, error);
  }
  const form = await c.req.parseBody({ all: true });
  const text = (name: string) => texts(form[name])[0] ?? "";
  const intent = PROPOSAL_INTENTS.find((known) => known === text(F.intent)) ?? "accept";
  const values: ProposalFormState["values"] = {
    optionId: text(F.optionId),
    addOnIds: texts(form[F.addOnIds]),
    fullName: text(F.fullName),
    text: text(F.text),
    reason: text(F.reason),
  };
  const origin = answerOrigin(c);
  const limited = answersLimited(c, id);
  try {
    const proposal = await run(intent, {
      accept: () => {
        const version = Number.parseInt(text(F.version), 10);
        const input = parseWith(acceptInput, {
          optionId: values.optionId || undefined,
          addOnIds: values.addOnIds,
          fullName: values.fullName,
          acceptTerms: text(F.acceptTerms) !== "" ? true : undefined,
          ...(Number.isInteger(version) ? { version } : {}),
        });
        return acceptByLink(c.var.deps, id, input, origin, limited);
      },
      changes: () => changesByLink(c.var.deps, id, parseWith(changesInput, { text: values.text }).text, origin, limited),
      decline: () => declineByLink(c.var.deps, id, parseWith(declineInput, { reason: values.reason || undefined }).reason, origin, limited),
    });
    return await answerWith(c, lang, 200, { token, proposal, form: { intent, done: true } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { status, body, headers } = appErrorAnswer(error, lang);
    // The proposal as it now is (accepted by another device, say), with the form as it was sent.
    const proposal = await readProposal(c.var.deps, id).catch(() => undefined);
    const issues = body.issues?.map((issue) => ({ field: issue.path, message: issue.message }));
    const state: ProposalPageState = proposal
      ? { token, proposal, form: { intent, values, refusal: body.message, ...(issues ? { issues } : {}) } }
      : { token, missing: body.message };
    return await answerWith(c, lang, status, state, headers);
  }
}

const run = <T>(intent: ProposalIntent, actions: Record<ProposalIntent, () => Promise<T>>) => actions[intent]();

async function answerWith(
  c: Context<AppEnv>,
  lang: SiteLanguage,
  status: number,
  state: ProposalPageState,
  headers: Record<string, string> = {},
): Promise<Response> {
  const html = await proposalPageDocument(c.req.path, c.var.deps.config.WEB_DIST, state);
  const page = {
    ...headers,
    "content-type": "text/html; charset=UTF-8",
    ...PRIVATE,
    "content-language": lang,
  };
  if (html === null) return new Response("The web app is not built yet. Run `deno task build`.", { status: 503, headers: page });
  return new Response(html, { status, headers: page });
}
