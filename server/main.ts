/** Reads config, opens KV, builds the app, serves. Nothing else. */
import { createApp } from "./app.ts";
import { ensureFirstAdmin, ensureJwtSecret, openDatabase } from "./bootstrap.ts";
import { loadConfig, readEnv, siteUrl } from "./config.ts";
import { createDeps } from "./deps.ts";
import { sweepRateWindows } from "./kv/rate-windows.ts";
import { seedDemoCatalogue } from "./seed/seed-demo.ts";
import { seedDemoExchangeRates } from "./seed/exchange-rates.ts";

let config;
try {
  config = loadConfig(readEnv());
} catch (err) {
  console.error((err as Error).message);
  Deno.exit(1);
}

const kv = await openDatabase(config);
const jwtSecret = await ensureJwtSecret(kv, config);
const deps = createDeps({ config, kv, jwtSecret });
const seeded = config.SEED_DEMO ? await seedDemoCatalogue(kv) : false;
// Prices can be shown converted from the first start; staff keep the rates current.
await seedDemoExchangeRates(kv);
const admin = await ensureFirstAdmin(kv, config, deps.passwords);
if (seeded) console.log("Loaded the demo catalogue into the empty database.");
if (admin) {
  console.log(`Created the first administrator: ${admin.email}`);
  if (admin.generatedPassword) {
    console.log(`  Generated password (shown once, change it after logging in): ${admin.generatedPassword}`);
  }
}

// The app is built once the port is known (PORT=0 picks a free one): links in emails name it.
// Requests are handled from the event loop, so none can arrive before `app` below exists.
const server = Deno.serve({
  hostname: config.HOST,
  port: config.PORT,
  onListen: ({ hostname, port }) => console.log(`Listening on http://${hostname}:${port}/`),
}, (request, info) => app.fetch(request, info));
const app = createApp({ ...deps, siteUrl: siteUrl(config, server.addr.port) });

// Ended rate-limit windows are deleted hourly (and once at start), so they never pile up.
const sweep = () => sweepRateWindows(kv).catch((error) => console.error("[rate] sweep failed:", error));
void sweep();
Deno.unrefTimer(setInterval(sweep, 60 * 60 * 1000));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    await server.shutdown();
    // Inquiries are stored before their emails; let the emails still being sent go out.
    await Promise.race([deps.mailDeliveries.settled(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    deps.passwords.close();
    deps.imageJobs.close();
    kv.close();
    Deno.exit(0);
  });
}
