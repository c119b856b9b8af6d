/**
 * Accessibility checks with axe-core inside a Playwright page. The source is evaluated through the
 * DevTools protocol, so the site's Content-Security-Policy (no inline scripts) stays as it is.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

export type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * The serious and critical WCAG 2.x A/AA violations on the page as it is now, once its colour
 * transitions have ended: a button's colours fade for 0.15 s when the theme or a state changes, and
 * a contrast measured halfway through a fade is not the page's. Found violations are measured once
 * more after the page has settled, and only those still there are reported.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const found = await seriousViolationsNow(page);
  if (found.length === 0) return found;
  // A page still settling (a late image, a hydration's class change starting a fade after the wait
  // above) can show a passing state's halfway colours: what is still wrong once the network is
  // quiet and a moment has passed is the page's own.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(500);
  return await seriousViolationsNow(page);
}

async function seriousViolationsNow(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate("typeof window.axe === 'object'");
  if (!loaded) await page.evaluate((axe as unknown as { source: string }).source);
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  );
  const results = await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const axeApi = (globalThis as any).axe;
    const run = await axeApi.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    // deno-lint-ignore no-explicit-any
    return run.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // deno-lint-ignore no-explicit-any
      targets: v.nodes.slice(0, 5).map((n: any) => String(n.target)),
    }));
  });
  return (results as Violation[]).filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(where: string, violations: Violation[]): string {
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(", ")}`).join("\n");
}
