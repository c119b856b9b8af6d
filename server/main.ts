/** Reads config, opens KV, builds the app, serves. Nothing else. */
import { createApp } from "./app.ts";
import { scheduleBackups } from "./backup/schedule.ts";
import { backfillInquiryIndexes } from "./kv/inquiry-index-backfill.ts";
import { backfillChatAwaiting, backfillChatOrder } from "./kv/chat/sessions.ts";
import { backfillStatusCounts } from "./kv/status-counts.ts";
import { backfillLeads, refreshLeadRows } from "./kv/leads.ts";
import { backfillLeadKinds } from "./kv/lead-kinds-backfill.ts";
import { rebuildLeadStats } from "./kv/lead-stats.ts";
import { backfillLeadFacts } from "./kv/lead-facts-backfill.ts";
import { rebuildReportRows } from "./kv/report-rows.ts";
import { notifyOverdueLeads } from "./services/leads.ts";
import { dropDisallowedPushSubscriptions, ensureFirstAdmin, ensureJwtSecret, holdDataFolder, openDatabase } from "./bootstrap.ts";
import { loadConfig, readEnv, siteUrl } from "./config.ts";
import { createDeps } from "./deps.ts";
import { sweepRateWindows } from "./kv/rate-windows.ts";
import { sweepIdleChats } from "./kv/chat/idle-sweep.ts";
import { sweepUnfinishedDeletes } from "./kv/purge-sweep.ts";
import { warnPendingBookings } from "./services/trips.ts";
import { configureLog, log } from "./observe/log.ts";
import { withKvSpans } from "./observe/traced-kv.ts";
import { seedDemoCatalogue } from "./seed/seed-demo.ts";
import { seedDemoExchangeRates } from "./seed/exchange-rates.ts";
import { startPublishing } from "./services/publishing.ts";
import { runPaymentReminders } from "./services/money.ts";
import { runExclusive } from "./services/outbox.ts";
import { runPrivacyJob } from "./services/privacy.ts";
import { requestReviews } from "./services/reviews.ts";

let config, dataFolder;
try {
  config = loadConfig(readEnv());
  // Held until the process ends (the OS then releases it, whatever ended it).
  dataFolder = await holdDataFolder(config);
} catch (err) {
  log.error((err as Error).message);
  Deno.exit(1);
}
configureLog({ format: config.LOG_FORMAT });

// With OTEL_DENO=true each database read, write and commit is a span (observe/traced-kv.ts).
const kv = withKvSpans(await openDatabase(config));
const jwtSecret = await ensureJwtSecret(kv, config);
const deps = createDeps({ config, kv, jwtSecret });
const seeded = config.SEED_DEMO ? await seedDemoCatalogue(kv) : false;
// Prices can be shown converted from the first start; staff keep the rates current.
await seedDemoExchangeRates(kv);
const admin = await ensureFirstAdmin(kv, config, deps.passwords);
// Inquiries stored before their email and member indexes existed get them, once ("My journeys" finds them).
const indexed = await backfillInquiryIndexes(kv);
if (indexed > 0) log.info("Indexed older inquiries for their travellers' journeys.", { inquiries: indexed });
// Inquiries stored before the pipeline get their lead rows and indexes, once.
const leads = await backfillLeads(kv);
if (leads > 0) log.info("Indexed older inquiries as the pipeline's leads.", { leads });
// Chat sessions stored before the desk's paged order was kept get their place in it, once.
const chats = await backfillChatOrder(kv);
if (chats > 0) log.info("Indexed older chat sessions in the desk's order.", { chats });
// The desks' counts per status (bespoke requests, chat sessions), once for a database from before them.
const statusCounted = await backfillStatusCounts(kv);
if (statusCounted > 0) log.info("Counted the bespoke requests and chat sessions per status.", { records: statusCounted });
// The chat sessions awaiting our reply get their place in the desk's awaiting order and count, once.
const awaiting = await backfillChatAwaiting(kv);
if (awaiting > 0) log.info("Indexed the chat sessions awaiting a reply.", { chats: awaiting });
const leadKinds = await backfillLeadKinds(kv);
if (leadKinds > 0) log.info("Indexed older bespoke requests and handed-over chats as the pipeline's leads.", { leads: leadKinds });
// Leads whose trips and payments came before the lead kept their dates and payments get them, once.
const dated = await backfillLeadFacts(kv);
if (dated > 0) log.info("Gave older trips' leads their dates and payments.", { trips: dated });
// The reports' counters, once for a database from before them, and again when the working week or zone changes.
const counted = await rebuildLeadStats(kv, refreshLeadRows);
if (counted > 0) log.info("Counted the leads for the reports.", { leads: counted });
// The reports' rows of proposals and trips, once for a database from before them.
const reportRows = await rebuildReportRows(kv);
if (reportRows > 0) log.info("Wrote the proposals' and trips' rows for the reports.", { records: reportRows });
// The VAPID keys for Web Push: from the configuration, or generated now and kept in the database.
await deps.push.publicKey();
// Push subscriptions stored before the server sent only to the browsers' push services go.
await dropDisallowedPushSubscriptions(kv, config);
if (seeded) log.info("Loaded the demo catalogue into the empty database.");
if (seeded && config.SEED_DEMO_PROPOSAL) {
  // A demo inquiry with its sent proposal, so the proposals list and the traveller's page show one.
  const { seedDemoProposal } = await import("./seed/demo-proposal.ts");
  const demo = await seedDemoProposal(kv, config.AGENCY_TIMEZONE);
  if (demo) log.info(`Loaded a demo proposal; its traveller's link: ${demo.link(deps.siteUrl)}`);
  // An accepted one too, its trip under way, so the trips board and the trip's page show one.
  const { seedDemoTrip } = await import("./seed/demo-trip.ts");
  const { moneyRules } = await import("./services/money.ts");
  const trip = await seedDemoTrip(kv, config.AGENCY_TIMEZONE, moneyRules(config));
  if (trip) log.info(`Loaded a demo trip; its traveller's trip link: ${trip.link(deps.siteUrl)}`);
}
if (admin) {
  log.info(`Created the first administrator: ${admin.email}`);
  // The one secret ever logged, on purpose: the only copy of a password nobody chose.
  if (admin.generatedPassword) {
    log.info(`Generated password (shown once, change it after logging in): ${admin.generatedPassword}`);
  }
}

// The app is built once the port is known (PORT=0 picks a free one): links in emails name it.
// Requests are handled from the event loop, so none can arrive before `app` below exists.
const server = Deno.serve({
  hostname: config.HOST,
  port: config.PORT,
  onListen: ({ hostname, port }) => {
    const address = `http://${hostname}:${port}/`;
    // A refused restore or second server names this one by its address.
    try {
      dataFolder?.describe(`the server at ${address}`);
    } catch (error) {
      log.warn("could not write the data folder's lock file", { error });
    }
    log.info(`Listening on ${address}`);
  },
}, (request, info) => app.fetch(request, info));
const app = createApp({ ...deps, siteUrl: siteUrl(config, server.addr.port) });

// Ended rate-limit windows are deleted hourly (and once at start), so they never pile up; so are
// anonymous chat conversations idle for 30 days, and the rest of deletes a crash cut short (an
// inquiry's thread, a chat's messages: kv/purges.ts); staff are told once of each booking still
// pending 7 days or less before its trip departs (services/trips.ts), and travellers are asked
// once for a review some days after their return (services/reviews.ts). The sweeps keep no state: a restart loses
// nothing. Of several instances on one database one sweeps, once an hour (a job lease).
const sweep = () =>
  runExclusive(kv, "sweeps", () =>
    Promise.all([
      sweepRateWindows(kv).catch((error) => log.error("rate window sweep failed", { error })),
      sweepIdleChats(kv).catch((error) => log.error("idle chat sweep failed", { error })),
      sweepUnfinishedDeletes(kv).catch((error) => log.error("unfinished delete sweep failed", { error })),
      warnPendingBookings({ ...deps, siteUrl: siteUrl(config, server.addr.port) }).catch((error) => log.error("pending booking warning failed", { error })),
      requestReviews({ ...deps, siteUrl: siteUrl(config, server.addr.port) }).catch((error) => log.error("review requests failed", { error })),
    ]), { leaseMs: 30 * 60_000, everyMs: 55 * 60_000 }).catch((error) => log.error("sweeps could not start", { error }));
void sweep();
Deno.unrefTimer(setInterval(sweep, 60 * 60 * 1000));
// A lead unanswered past its first-response target is told once, within 15 s of its breach (one
// instance at a time: a job lease; the once is the watch key each commit deletes). A run reads one
// short range of the watch index.
const breaches = () =>
  runExclusive(kv, "lead_breaches", () => notifyOverdueLeads(deps), { leaseMs: 5 * 60_000, everyMs: 10_000 })
    .catch((error) => log.error("lead breach notices failed", { error }));
Deno.unrefTimer(setInterval(breaches, 15_000));

// Privacy, daily: erasures whose day came (or a crash cut short), then retention (services/privacy.ts).
const privacyJob = () =>
  runExclusive(kv, "privacy", () => runPrivacyJob(deps), { leaseMs: 60 * 60_000, everyMs: 23 * 60 * 60_000 })
    .catch((error) => log.error("privacy job failed", { error }));
void privacyJob();
Deno.unrefTimer(setInterval(privacyJob, 60 * 60 * 1000));

// Payment reminders (7 days and 1 day before a due date, and overdue): each sent once, by a
// once-marker in the commit that queues its email; hourly, and at start for what came due meanwhile.
const reminders = () =>
  runExclusive(kv, "payment-reminders", () => runPaymentReminders({ ...deps, siteUrl: siteUrl(config, server.addr.port) }), {
    leaseMs: 30 * 60_000,
    everyMs: 55 * 60_000,
  }).catch((error) => log.error("payment reminders failed", { error }));
void reminders();
Deno.unrefTimer(setInterval(reminders, 60 * 60 * 1000));

// Emails and pushes the writes left in the outbox: delivered now (also what a crash or another
// instance left), then as writes wake the worker, and by polling.
deps.outbox.start();

// Scheduled catalogue items go live on time, also those that came due while the server was down.
const publishing = startPublishing(deps);

// The daily backup, when BACKUP_DIR names a folder for it (the embedded database only).
if (config.BACKUP_DIR && config.KV_URL) log.warn("[backup] BACKUP_DIR is ignored: with KV_URL the database is backed up where denokv runs.");
const backups = config.BACKUP_DIR && !config.KV_URL
  ? scheduleBackups({ dataDir: config.DATA_DIR, dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP, hour: config.BACKUP_HOUR })
  : null;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    backups?.stop();
    const publishingStopped = publishing.stop();
    await server.shutdown();
    // What the last requests wrote is delivered now, for up to 5 s (a message whose send fails waits
    // for its retry); then the deliveries under way end. What is left waits in the outbox for the
    // next start or another instance.
    const waited = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.race([deps.outbox.settled(), waited(5_000)]);
    await Promise.race([Promise.all([deps.outbox.stop(), publishingStopped]), waited(10_000)]);
    deps.mailer.close?.();
    deps.passwords.close();
    deps.imageJobs.close();
    kv.close();
    Deno.exit(0);
  });
}
