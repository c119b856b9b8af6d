/**
 * Issue #30 walked as people do, in real Chromium against one real server, an SMTP listener and the
 * fake Gemini: a traveller asks about a package from a 360 px phone in Arabic; staff open it on the
 * inquiry desk, create a proposal, draft it with AI (first the model fails, so the catalogue's
 * composer drafts; then the model's structured draft replaces it), edit a day, add a second option
 * and an add-on, see the server's totals and send it; the traveller opens the email's link in a
 * fresh phone context, right to left in Arabic, chooses option 2 and the add-on, and accepts; staff
 * then see it accepted with the record, and the inquiry on the desk follows.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminToken, apiCall, appHasTakenOver, logIn } from "../helpers/e2e.ts";
import { fakeErrors, fakeGeminiEnv, startFakeGemini } from "../helpers/fake-gemini.ts";
import { addSecondOption, saved } from "../helpers/proposal-editor.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: ANDROID_UA, locale: "ar" };
const read = (path: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${path}`, import.meta.url)));
const arInquiry = read("ar/inquiry.json");
const arProposal = read("ar/proposal.json");

const TRAVELLER = { name: "ليلى حداد", email: "layla.walk@example.com", phone: "+971 50 123 4567" };
const usd = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
const amount = (value: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

type Totals = { optionId: string; price: number; cost: number; margin: number }[];
// deno-lint-ignore no-explicit-any
type Proposal = { id: string; version: string; status: string; days: { id: string; title?: string; items: any[] }[]; options: { id: string; name: string; items: any[] }[]; addOns?: any[]; totals: Totals; acceptance?: any };

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function proposalOf(server: RunningServer, token: string, id: string): Promise<Proposal> {
  const res = await apiCall(server, "GET", `/proposals/${id}`, token);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data;
}

/** "Draft with AI", confirmed; resolves once the editor says which drafted it (`done`). */
async function draftWithAi(page: Page, done: string) {
  await page.getByRole("button", { name: "Draft with AI" }).click();
  await page.getByRole("dialog", { name: "Replace the itinerary?" }).getByRole("button", { name: "Replace with a draft" }).click();
  await page.getByText(done, { exact: false }).waitFor({ timeout: 30_000 });
  await saved(page);
}

Deno.test("an inquiry from a phone becomes a proposal drafted with AI, sent, and accepted in Arabic; staff see the record", async () => {
  const started = Date.now();
  const smtp = await startSmtp();
  const fake = await startFakeGemini();
  const server = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@e2e.example", ...fakeGeminiEnv(fake.url) } });
  const browser = await launchBrowser();
  const lap = (what: string) => console.log(`  ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const token = await adminToken(server);
    const [pkg] = (await apiCall(server, "GET", "/packages")).json.data.packages as { id: string; name: string }[];
    const activities = (await apiCall(server, "GET", "/activities")).json.data.activities as { id: string; name: string; packageId?: string }[];
    const activity = activities.find((entry) => entry.packageId === pkg.id) ?? activities[0];

    // 1. The inquiry, from a phone, on the package's page in Arabic.
    const phone = await browser.newContext(PHONE);
    const asking = await phone.newPage();
    await asking.goto(`${server.url}/ar/packages/${pkg.id}`);
    const form = asking.getByRole("region", { name: arInquiry["inquiry.packageTitle"] });
    await form.getByLabel(arInquiry["inquiry.name"]).click();
    await asking.waitForLoadState("networkidle");
    await asking.locator(".inquiry-section[data-taken-over]").waitFor();
    await form.getByLabel(arInquiry["inquiry.name"]).fill(TRAVELLER.name);
    await form.getByLabel(arInquiry["inquiry.email"]).fill(TRAVELLER.email);
    await form.getByLabel(arInquiry["inquiry.phone"]).fill(TRAVELLER.phone);
    await form.getByLabel(arInquiry["inquiry.people"]).fill("2");
    await form.getByLabel(arInquiry["inquiry.dates"]).fill("مارس 2027");
    await form.getByLabel(arInquiry["inquiry.requests"]).fill("ذكرى زواجنا: نريد شيئًا لا يُنسى في الصحراء.");
    await form.getByRole("button", { name: arInquiry["inquiry.submit"] }).click();
    await form.getByRole("status").filter({ hasText: arInquiry["inquiry.success"] }).waitFor();
    await phone.close();
    const inquiries = (await apiCall(server, "GET", "/inquiries", token)).json.data as { id: string; userEmail: string; status: string }[];
    const inquiry = inquiries.find((entry) => entry.userEmail === TRAVELLER.email);
    assert.ok(inquiry, "the phone's inquiry reached the desk");
    lap("inquiry sent from the phone");

    // 2. Staff open it on the desk and create a proposal from it.
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
    await staff.locator(`[data-inquiry-id="${inquiry.id}"]`).getByRole("button", { name: "Create proposal" }).click();
    await staff.waitForURL(/\/admin\/proposals\/[A-Za-z0-9_-]+$/);
    const id = staff.url().split("/").pop()!;
    await staff.locator(".proposal-editor").waitFor();
    assert.equal(await staff.getByLabel("Traveller's name").inputValue(), TRAVELLER.name);
    assert.equal(await staff.getByLabel("Traveller's email").inputValue(), TRAVELLER.email);
    await saved(staff);

    // Draft with AI while the model fails (its quota): the catalogue's composer drafts, and says so.
    fake.reply(fakeErrors.quota());
    await draftWithAi(staff, "The itinerary is drafted from our catalogue (no AI was used).");
    assert.equal(fake.requests.length, 1, "the model was asked once");
    const composed = await proposalOf(server, token, id);
    assert.ok(composed.days.length > 1, "the composer drafted several days");

    // Again with the model answering: its structured draft (real catalogue ids) replaces the itinerary.
    const modelDays = ["الوصول إلى دبي", "الصقور عند الفجر", "يوم المغادرة"];
    fake.reply({
      json: {
        introduction: "ثلاثة أيام بين الكثبان والبحر.",
        days: [
          { title: modelDays[0], items: [{ kind: "transfer", title: "نقل خاص من المطار", time: "15:00" }] },
          { title: modelDays[1], items: [{ kind: "activity", refId: activity.id, title: activity.name, time: "06:30" }] },
          { title: modelDays[2], items: [{ kind: "note", title: "صباح حر" }] },
        ],
        options: [{ name: "مخيم الصحراء", items: [{ kind: "package", refId: pkg.id, title: pkg.name }] }],
        addOns: [],
      },
    });
    await draftWithAi(staff, "The itinerary is drafted. Check and edit every day.");
    assert.equal(fake.requests.length, 2, "the model was asked again");
    assert.equal(fake.requests[1].body.generationConfig.responseMimeType, "application/json", "a structured answer was asked for");
    const drafted = await proposalOf(server, token, id);
    assert.deepEqual(drafted.days.map((day) => day.title), modelDays, "the days are the model's");
    assert.equal(drafted.days[1].items[0].refId, activity.id, "the model's catalogue activity, by id");
    assert.deepEqual(drafted.options[0].items.map((item) => item.refId), [pkg.id]);
    assert.equal(await staff.locator(".proposal-day").count(), modelDays.length, "the editor shows the model's days");
    assert.equal(drafted.addOns?.length ?? 0, 0, "the model proposed no add-on");
    lap("drafted (composer, then the model)");

    // 3. Edit a day: the arrival transfer's time and price.
    const transfer = staff.locator(".proposal-day").first().locator(".proposal-item").first();
    const edit = transfer.getByRole("button", { name: /^Edit/ });
    if (await edit.count()) await edit.click();
    await transfer.getByLabel("Time").fill("16:30");
    await transfer.getByLabel("Sell price (USD)").fill("180");
    await transfer.getByLabel("Cost price (USD)").fill("120");
    await saved(staff);

    // A second option with its own hotel, and an add-on.
    await addSecondOption(staff, "جناح مطل على البحر", { title: "جناح مطل على البحر، ليلتان", price: "900", quantity: "2" });
    await staff.getByRole("button", { name: "Add an add-on" }).click();
    const addOn = staff.locator(".proposal-addon").first();
    await addOn.getByLabel("Add-on 1").fill("رحلة يخت عند الغروب");
    await addOn.getByLabel("Sell price (USD)").fill("350");
    await addOn.getByLabel("Cost price (USD)").fill("200");
    await saved(staff);

    const edited = await proposalOf(server, token, id);
    const arrival = edited.days[0].items[0];
    assert.deepEqual([arrival.time, arrival.unitPrice], ["16:30", 180], "the day's edit is saved");
    assert.equal(edited.options.length, 2);
    assert.equal(edited.addOns?.length, 1);
    for (const total of edited.totals) {
      const row = staff.locator(`[data-total-option="${total.optionId}"]`);
      assert.equal(await row.locator('[data-total="price"]').textContent(), usd(total.price), "the editor shows the server's total");
      assert.equal(await row.locator('[data-total="margin"]').textContent(), usd(total.margin), "and its margin");
    }
    const option2 = edited.options[1];
    const option2Total = edited.totals.find((total) => total.optionId === option2.id)!.price;
    const yacht = edited.addOns![0];
    lap("edited: a day, option 2, an add-on");

    // 4. Send; the traveller's email brings the private link.
    await staff.getByRole("button", { name: "Send to traveller" }).click();
    await staff.getByRole("dialog", { name: "Send the proposal?" }).getByRole("button", { name: "Send", exact: true }).click();
    await staff.locator('[data-proposal-status="Sent"]').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(TRAVELLER.email) && /\/proposals\/[A-Za-z0-9_-]{20,}/.test(m.text));
    const link = new URL(mail.text.match(/https?:\/\/\S+\/proposals\/[A-Za-z0-9_-]{20,}/)![0]);
    assert.match(link.pathname, /^\/ar\/proposals\//, "the link is in the traveller's language");
    lap("sent, email received");

    // 5. The link in a fresh phone context: Arabic, right to left; option 2 and the add-on; accepted.
    const traveller = await (await browser.newContext(PHONE)).newPage();
    await traveller.goto(`${server.url}${link.pathname}`);
    assert.equal(await traveller.getAttribute("html", "dir"), "rtl");
    assert.equal(await traveller.getAttribute("html", "lang"), "ar");
    await traveller.getByRole("group", { name: arProposal["options.title"] }).waitFor();
    await appHasTakenOver(traveller);
    const width = await traveller.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing wider than the phone (${width} px)`);
    await shot(traveller, "walk-5-traveller-ar-360");

    const total = traveller.getByTestId("proposal-total");
    await traveller.getByRole("radio", { name: new RegExp(option2.name) }).check();
    await traveller.waitForFunction((want) => document.querySelector("[data-testid=proposal-total]")?.textContent?.includes(want), amount(option2Total));
    await traveller.getByRole("checkbox", { name: new RegExp(yacht.title) }).check();
    const accepted = option2Total + yacht.unitPrice * (yacht.quantity ?? 1);
    await traveller.waitForFunction((want) => document.querySelector("[data-testid=proposal-total]")?.textContent?.includes(want), amount(accepted));
    assert.match((await total.textContent()) ?? "", new RegExp(amount(accepted).replace(/[.,]/g, "\\$&")), "option 2 plus the add-on");
    await traveller.getByLabel(arProposal["accept.fullName"]).fill(TRAVELLER.name);
    await traveller.getByLabel(arProposal["accept.terms"]).check();
    await shot(traveller, "walk-5-traveller-choice");
    await traveller.getByRole("button", { name: arProposal["accept.submit"] }).click();
    await traveller.getByText(arProposal["accept.done"]).waitFor();
    await traveller.reload();
    await traveller.locator(".proposal__accepted").getByText(TRAVELLER.name, { exact: false }).waitFor();
    assert.equal(await traveller.getByRole("button", { name: arProposal["accept.submit"] }).count(), 0, "no accept form once accepted");
    await traveller.locator(".proposal__accepted").scrollIntoViewIfNeeded();
    await shot(traveller, "walk-5-traveller-accepted");
    lap("accepted on the phone");

    // 6. Staff see it accepted, with the record; the inquiry follows.
    const record = (await proposalOf(server, token, id)).acceptance;
    assert.deepEqual([record.optionId, record.addOnIds, record.total, record.fullName], [option2.id, [yacht.id], accepted, TRAVELLER.name]);
    assert.equal(record.userAgent, ANDROID_UA);
    await staff.reload();
    await staff.locator('[data-proposal-status="Accepted"]').waitFor();
    const sending = staff.locator(".proposal-sending");
    assert.match((await sending.locator('[data-acceptance="by"] dd').textContent()) ?? "", new RegExp(`^By \u2068${TRAVELLER.name}\u2069, `), "the name kept apart from the English around it");
    assert.equal(await sending.locator('[data-acceptance="option"] dd').textContent(), option2.name);
    assert.equal(await sending.locator('[data-acceptance="addOns"] dd').textContent(), yacht.title);
    assert.equal(await sending.locator('[data-acceptance="total"] dd').textContent(), usd(accepted));
    assert.equal(await sending.locator('[data-acceptance="version"] dd').textContent(), "1");
    const from = (await sending.locator('[data-acceptance="from"] dd').textContent()) ?? "";
    assert.ok(from.includes(record.clientAddress) && from.includes(ANDROID_UA), `the client address and user agent are shown (${from})`);
    await sending.scrollIntoViewIfNeeded();
    await shot(staff, "walk-6-staff-accepted");

    await staff.goto(`${server.url}/admin/proposals`);
    await staff.locator(`[data-proposal-id="${id}"]`).getByText("Accepted").waitFor();
    await staff.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
    await staff.locator(`[data-inquiry-id="${inquiry.id}"][data-status="Accepted"]`).waitFor();
    await shot(staff, "walk-6-desk-accepted");
    lap("staff see it accepted");
  } finally {
    await browser.close();
    await server.stop();
    await fake.close();
    await smtp.close();
  }
});
