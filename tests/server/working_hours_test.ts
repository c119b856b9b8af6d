/**
 * Working time (contract/working-hours.ts): the agency's week and hours on its own clock, so a
 * lead that arrives on Friday evening is due on Monday morning, and the configuration that names them.
 */
import assert from "node:assert/strict";
import { addWorkingMinutes, parseWorkingDays, parseWorkingHours, workingMinutesBetween, type WorkingWeek } from "../../contract/working-hours.ts";
import { loadConfig, workingWeekOf } from "../../server/config.ts";

const DUBAI: WorkingWeek = { zone: "Asia/Dubai", days: [1, 2, 3, 4, 5], start: 9 * 60, end: 18 * 60 };

Deno.test("working minutes count only the agency's working hours on its clock", () => {
  // Friday 27 Nov 2026, 17:30 in Dubai (13:30 UTC) to Monday 30 Nov, 09:30 (05:30 UTC): 30 + 30 minutes.
  assert.equal(workingMinutesBetween("2026-11-27T13:30:00Z", "2026-11-30T05:30:00Z", DUBAI), 60);
  // Saturday to Sunday: none.
  assert.equal(workingMinutesBetween("2026-11-28T06:00:00Z", "2026-11-29T12:00:00Z", DUBAI), 0);
  // A whole working week.
  assert.equal(workingMinutesBetween("2026-11-30T00:00:00Z", "2026-12-05T00:00:00Z", DUBAI), 5 * 9 * 60);
  // Backwards is nothing.
  assert.equal(workingMinutesBetween("2026-11-30T06:00:00Z", "2026-11-30T05:00:00Z", DUBAI), 0);
  // Five years is counted too (quickly).
  const started = performance.now();
  const years = workingMinutesBetween("2021-11-29T00:00:00Z", "2026-11-30T00:00:00Z", DUBAI);
  assert.ok(performance.now() - started < 50, "a long span is cheap");
  assert.ok(years > 5 * 255 * 540 && years < 5 * 262 * 540, `five years of working days: ${years}`);
});

Deno.test("a lead's due time moves past evenings and weekends; backwards finds the latest arrival past its target", () => {
  // Arrived Friday 17:30 Dubai, target one working hour: due Monday 09:30 Dubai.
  assert.equal(addWorkingMinutes("2026-11-27T13:30:00Z", 60, DUBAI).toISOString(), "2026-11-30T05:30:00.000Z");
  // Arrived Saturday: due Monday 10:00.
  assert.equal(addWorkingMinutes("2026-11-28T08:00:00Z", 60, DUBAI).toISOString(), "2026-11-30T06:00:00.000Z");
  // Monday 09:30 Dubai, one working hour back: Friday 17:30.
  assert.equal(addWorkingMinutes("2026-11-30T05:30:00Z", -60, DUBAI).toISOString(), "2026-11-27T13:30:00.000Z");
});

Deno.test("a zone with summer time keeps its local hours on both sides of the change", () => {
  const london: WorkingWeek = { zone: "Europe/London", days: [1, 2, 3, 4, 5], start: 9 * 60, end: 17 * 60 };
  // Friday 27 Mar 2026 16:30 GMT; the clocks go forward on Sunday 29 Mar; Monday 09:30 BST is 08:30 UTC.
  assert.equal(addWorkingMinutes("2026-03-27T16:30:00Z", 60, london).toISOString(), "2026-03-30T08:30:00.000Z");
  assert.equal(workingMinutesBetween("2026-03-27T16:30:00Z", "2026-03-30T08:30:00Z", london), 60);
});

Deno.test("the working week is configuration: days (a range may wrap the week's end) and hours, checked at start", () => {
  assert.deepEqual(parseWorkingDays("Mon-Fri"), [1, 2, 3, 4, 5]);
  assert.deepEqual(parseWorkingDays("Sun-Thu"), [1, 2, 3, 4, 7]);
  assert.deepEqual(parseWorkingDays("Mon,Wed,Fri"), [1, 3, 5]);
  assert.equal(parseWorkingDays("Funday"), undefined);
  assert.deepEqual(parseWorkingHours("08:30-17:00"), { start: 510, end: 1020 });
  assert.equal(parseWorkingHours("18:00-09:00"), undefined);

  const config = loadConfig({ AGENCY_TIMEZONE: "Asia/Riyadh", AGENCY_WORKING_DAYS: "Sun-Thu", AGENCY_WORKING_HOURS: "08:00-16:00" });
  assert.deepEqual(workingWeekOf(config), { zone: "Asia/Riyadh", days: [1, 2, 3, 4, 7], start: 480, end: 960 });
  assert.equal(loadConfig({}).FIRST_RESPONSE_TARGET_MINUTES, 60);
  assert.throws(() => loadConfig({ AGENCY_WORKING_HOURS: "nine to six" }), /AGENCY_WORKING_HOURS/);
  assert.throws(() => loadConfig({ AGENCY_WORKING_DAYS: "weekdays" }), /AGENCY_WORKING_DAYS/);
  assert.throws(() => loadConfig({ FIRST_RESPONSE_TARGET_MINUTES: "0" }), /FIRST_RESPONSE_TARGET_MINUTES/);
});
