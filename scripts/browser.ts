/** Launches Debian's Chromium through playwright-core with the flags checked on these machines. */
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
  return await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
