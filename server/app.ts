/** createApp(deps) -> Hono: the /api routes, the built web app, headers and errors. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { authenticate } from "./auth/middleware.ts";
import { tooLarge } from "./errors.ts";
import type { AppDeps, AppEnv } from "./http/context.ts";
import { LIMITS } from "../contract/limits.ts";
import { bodyDeadline } from "./http/body-deadline.ts";
import { errorResponse } from "./http/errors.ts";
import { setAnswerHeader, varyOnEncoding } from "./http/answer-headers.ts";
import { requestIdOf, requestLog } from "./http/request-log.ts";
import { securityHeadersFor } from "./http/security.ts";
import { publicPageAnswers, webApp } from "./pages/web-app.ts";
import { authRoutes } from "./routes/auth.ts";
import { bespokeRoutes } from "./routes/bespoke.ts";
import { catalogueReadRoutes, catalogueWriteRoutes } from "./routes/catalogue.ts";
import { deskEventRoutes } from "./routes/desk-events.ts";
import { chatRoutes } from "./routes/chat/conversations.ts";
import { chatVisitorRequestRoutes } from "./routes/chat/visitor-requests.ts";
import { pushRoutes } from "./routes/push.ts";
import { exchangeRateReadRoutes, exchangeRateWriteRoutes } from "./routes/exchange-rates.ts";
import { inquiriesRoutes } from "./routes/inquiries.ts";
import { inquiryFormRoute } from "./routes/inquiry-form.ts";
import { inquiryDeskRoutes } from "./routes/inquiry-desk.ts";
import { leadRoutes } from "./routes/leads.ts";
import { reportRoutes } from "./routes/reports.ts";
import { emailRoutes } from "./routes/emails.ts";
import { proposalRoutes } from "./routes/proposals.ts";
import { proposalDraftRoutes } from "./routes/proposal-draft.ts";
import { proposalLibraryRoutes } from "./routes/proposal-library.ts";
import { meRoutes, threadRoutes } from "./routes/threads.ts";
import { meProposalRoutes, proposalLinkRoutes } from "./routes/proposal-links.ts";
import { cardCheckoutRoutes, stripeWebhookRoutes } from "./routes/card-payments.ts";
import { proposalPageRoute } from "./routes/proposal-page.ts";
import { TRIP_DOCUMENT_UPLOAD_PATH, tripDocumentRoutes, tripLinkDocumentRoutes } from "./routes/trip-documents.ts";
import { tripCalendarRoute } from "./routes/trip-calendar.ts";
import { meTripRoutes, tripLinkRoutes } from "./routes/trip-links.ts";
import { tripRoutes } from "./routes/trips.ts";
import { reviewPageRoute } from "./routes/review-page.ts";
import { reviewLinkRoutes, reviewRoutes } from "./routes/reviews.ts";
import { tripPageRoute } from "./routes/trip-page.ts";
import { openTrip } from "./services/trips.ts";
import { mediaRoutes } from "./routes/media.ts";
import { mediaFileRoutes } from "./routes/media-files.ts";
import { accountRoutes } from "./routes/account.ts";
import { agencyRoutes } from "./routes/agency.ts";
import { adminUserRoutes } from "./routes/admin-users.ts";
import { auditRoutes } from "./routes/audit.ts";
import { mePrivacyRoutes, privacyRoutes } from "./routes/privacy.ts";
import { moneyRoutes } from "./routes/money.ts";
import { openApiRoutes } from "./routes/openapi.ts";
import { healthRoutes } from "./routes/health.ts";
import { seoRoutes } from "./seo/routes.ts";

/** JSON bodies are small; media uploads (streamed) have their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;
const MEDIA_UPLOAD_PATH = "/api/media/upload";
/** The streamed uploads: a media file, a trip's document. */
const isUpload = (c: { req: { path: string; method: string } }) =>
  c.req.path === MEDIA_UPLOAD_PATH || (c.req.method === "POST" && TRIP_DOCUMENT_UPLOAD_PATH.test(c.req.path));

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  // Health first: no request id, no log line, no limit (routes/health.ts).
  app.route("/", healthRoutes(deps));
  // Every other request: its id, its log line and its span's route (http/request-log.ts).
  app.use("*", requestLog(deps.config.TRUST_PROXY));
  // Public catalogue reads, the bulk of the traffic, are answered before the rest of the middleware.
  app.route("/api", catalogueReadRoutes(deps.catalogue));
  app.route("/api", exchangeRateReadRoutes(deps.kv));
  // So are the public pages' documents, kept per page and catalogue version.
  app.use("*", publicPageAnswers(deps));
  app.use("*", securityHeadersFor());
  // gzip for text (HTML, JS, CSS, JSON, SVG) above 1 KB; never for server-sent events.
  app.use("*", compress());
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // A slow body holds a connection and the handler's work: each must arrive within its deadline,
  // longer for the large media uploads (docs/operations.md, In front of the server).
  const readDeadline = { baseMs: deps.config.BODY_READ_TIMEOUT_MS, minBytesPerSecond: deps.config.BODY_READ_MIN_BYTES_PER_SECOND };
  // A detail page's inquiry form, posted by the browser itself (routes/inquiry-form.ts).
  app.use("*", inquiryFormRoute(readDeadline));
  // The traveller's proposal page and its forms (routes/proposal-page.ts).
  app.use("*", proposalPageRoute(readDeadline));
  // A trip's calendar by its private link (routes/trip-calendar.ts).
  app.use("*", tripCalendarRoute());
  // A trip's review page and its form (routes/review-page.ts).
  app.use("*", reviewPageRoute(readDeadline));
  // The traveller's trip page (routes/trip-page.ts).
  app.use("*", tripPageRoute(openTrip));

  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    await next();
    // A private file's "private, no-store" stays (routes/trip-documents.ts).
    if (!c.res.headers.get("cache-control")?.includes("no-store")) setAnswerHeader(c, "cache-control", "no-store");
    varyOnEncoding(c);
  });
  const jsonDeadline = bodyDeadline({ ...readDeadline, maxBytes: JSON_BODY_LIMIT, whole: true });
  const uploadDeadline = bodyDeadline({ ...readDeadline, maxBytes: LIMITS.mediaMaxBytes });
  api.use("*", (c, next) => (isUpload(c) ? uploadDeadline(c, next) : jsonDeadline(c, next)));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw tooLarge("The request is too large.");
    },
  });
  // The uploads stream their bodies to disk with their own limits (server/media/receive.ts,
  // trip-document-files.ts).
  api.use("*", (c, next) => (isUpload(c) ? next() : jsonBodyLimit(c, next)));
  api.use("*", authenticate);
  api.route("/", catalogueWriteRoutes);
  api.route("/", exchangeRateWriteRoutes);
  api.route("/auth", authRoutes);
  api.route("/auth", accountRoutes);
  api.route("/auth", adminUserRoutes);
  api.route("/inquiries", inquiriesRoutes);
  api.route("/inquiries", inquiryDeskRoutes);
  api.route("/leads", leadRoutes);
  api.route("/reports", reportRoutes);
  api.route("/emails", emailRoutes);
  api.route("/proposals", proposalRoutes);
  api.route("/proposals", proposalDraftRoutes);
  api.route("/proposal-library", proposalLibraryRoutes);
  api.route("/threads", threadRoutes);
  api.route("/me", meRoutes);
  api.route("/proposal-links", proposalLinkRoutes);
  api.route("/me/proposals", meProposalRoutes);
  api.route("/trip-links", cardCheckoutRoutes);
  api.route("/payments/stripe", stripeWebhookRoutes);
  api.route("/trips", tripDocumentRoutes);
  api.route("/trip-links", tripLinkDocumentRoutes);
  api.route("/trips", tripRoutes);
  api.route("/trip-links", tripLinkRoutes);
  api.route("/trip-links", reviewLinkRoutes);
  api.route("/reviews", reviewRoutes);
  api.route("/me/trips", meTripRoutes);
  api.route("/bespoke", bespokeRoutes);
  api.route("/chat", chatRoutes);
  api.route("/chat", chatVisitorRequestRoutes);
  api.route("/desk", deskEventRoutes);
  api.route("/media", mediaRoutes);
  api.route("/push", pushRoutes);
  api.route("/agency", agencyRoutes);
  api.route("/", openApiRoutes);
  api.route("/", auditRoutes);
  api.route("/me/privacy", mePrivacyRoutes);
  api.route("/privacy", privacyRoutes);
  api.route("/", moneyRoutes);
  app.route("/api", api);

  app.route("/media", mediaFileRoutes);
  app.route("/", seoRoutes);
  app.use("*", webApp(deps.config.WEB_DIST));
  // Hono answers every miss with the top-level notFound (a sub-app's own is never called).
  app.notFound((c) =>
    c.req.path === "/api" || c.req.path.startsWith("/api/")
      ? c.json({ message: "There is no such API route.", code: "not_found", requestId: requestIdOf(c) }, 404)
      : c.text("Not found", 404)
  );
  return app;
}
