/**
 * The server's renderer of the public pages (built by `vite build --ssr` into dist/.ssr, imported by
 * server/pages/server-render.ts): the same routes and components the browser renders, from the same
 * catalogue answers the page's data block carries, so the browser hydrates the HTML without a
 * change. Uses no browser globals; the page's code and own texts (`loadPageOf`, as the browser loads
 * them before hydrating) and a detail page's inquiry form are loaded before rendering, so no lazy
 * part renders its fallback.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { splitLanguagePath } from "@contract/language-paths.ts";
import { AppRoutes, loadPageOf } from "./app/router.tsx";
import { isSiteLanguage } from "@contract/languages.ts";
import { loadSiteMessages, type MessageId, type MessageValues, translate } from "./i18n/site-messages.ts";
import { unavailableMessages } from "./i18n/areas/unavailable.ts";
import { seedAnswers } from "./features/catalogue/api/preloaded-answers.ts";
import { loadInquirySection } from "./features/inquiries/components/deferred-inquiry-section.tsx";
import { withServerFormState } from "./features/inquiries/components/server-form-state.ts";
import { createQueryClient } from "./lib/query-client.ts";
import type { InquiryFormState } from "@contract/inquiry-form-page.ts";
import type { ProposalPageState } from "@contract/proposals/page.ts";
import { withServerProposalPage } from "./features/proposals/page-state.ts";
import type { TripPageState } from "@contract/trips/page.ts";
import { withServerTripPage } from "./features/trips/page-state.ts";


/**
 * The HTML inside #root for `path`, given the answers (API path to answer) of its data block, and
 * for a page answering its inquiry form's post, the state of that form.
 */
export async function renderPage(
  path: string,
  answers: Record<string, unknown>,
  inquiryForm: InquiryFormState | null = null,
  proposalPage: ProposalPageState | null = null,
  tripPage: TripPageState | null = null,
): Promise<string> {
  const { lang } = splitLanguagePath(path);
  await Promise.all([loadPageOf(path, 10_000), loadSiteMessages(lang), loadInquirySection(lang)]);
  const queryClient = seedAnswers(createQueryClient(), answers);
  try {
    return withServerTripPage(tripPage, () => withServerProposalPage(proposalPage, () => withServerFormState(inquiryForm, () =>
      renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </StrictMode>,
      ))));
  } finally {
    queryClient.clear();
  }
}

/**
 * The translation function of `lang`'s site messages, for the texts of the head the server writes; the
 * title of an address that is no page is the not-found page's own (its message area's).
 */
export async function translator(lang: string): Promise<(id: string, values?: MessageValues) => string> {
  const language = isSiteLanguage(lang) ? lang : "en";
  const [i18n, unavailable] = await Promise.all([loadSiteMessages(language), unavailableMessages.load(language)]);
  return (id, values) => Object.hasOwn(unavailable.messages, id) ? unavailable._(id, values) : translate(i18n, id as MessageId, values);
}
