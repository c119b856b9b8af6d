/**
 * Inquiries end to end in real Chromium against the real server with a real SMTP listener:
 * a visitor asks about a package and an activity, a member about a VIP service; both emails of each
 * arrive; an administrator works the desk (opening marks Viewed, status change, filters, CSV export
 * with formula-safe fields, delete) and the contact page shows its cards.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminToken, logIn } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const SUCCESS = "Your inquiry has been successfully submitted! Our team will contact you shortly.";
const STAFF = "desk@e2e.example";
const MEMBER_PASSWORD = "member-password-1";
const OMAR = { name: "Omar Aziz", email: "omar@example.com", mobileNumber: "+44 20 7946 0958", isApproved: true };

type Item = { id: string; name: string };
type Inquiry = { id: string; type: string; itemName: string; userName: string; status: string };

/**
 * Reaches into a detail page's inquiry form, which loads the app and the form's code, and lets them
 * arrive: the server's form only carries typed text over (typing and sending while the code loads
 * is the deferred inquiry test's subject).
 */
/** Reaches into the form and waits until the app has taken it over (before, the browser would post it itself). */
async function reachInto(page: Page, section: Locator): Promise<void> {
  await section.getByLabel("Full Name").click();
  await page.waitForLoadState("networkidle");
  await page.locator(".inquiry-section[data-taken-over]").waitFor();
}

async function catalogue(server: RunningServer, kind: "packages" | "activities"): Promise<Item[]> {
  const body = await (await fetch(`${server.url}/api/${kind}`)).json();
  return body.data[kind];
}

async function adminInquiries(server: RunningServer): Promise<Inquiry[]> {
  const res = await fetch(`${server.url}/api/inquiries`, { headers: { authorization: `Bearer ${await adminToken(server)}` } });
  return (await res.json()).data;
}

/** A member account made by the administrator (approved or still pending). */
async function createMember(server: RunningServer, member: { name: string; email: string; mobileNumber: string; isApproved: boolean }) {
  const res = await fetch(`${server.url}/api/auth/create-user`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(server)}` },
    body: JSON.stringify({ ...member, password: MEMBER_PASSWORD }),
  });
  assert.equal(res.status, 201, await res.text());
}

/** axe-core finds no serious or critical problem in the screen's current state. */
async function accessible(page: Page, where: string) {
  assert.equal(describeViolations(where, await seriousViolations(page)), "");
}

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
  assert.ok(overflow <= 0, `${what}: no horizontal scrolling at 360 px (overflow ${overflow}px)`);
}

Deno.test("inquiries from the site reach the desk once, with both emails, and staff work them", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF } });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const [pkg] = await catalogue(server, "packages");
    const [activity] = await catalogue(server, "activities");

    await t.step("a visitor sends a package inquiry; the form resets after the success message", async () => {
      await page.goto(`${server.url}/packages/${pkg.id}`);
      const section = page.getByRole("region", { name: "Inquire About This Package" });
      await reachInto(page, section);
      await section.getByRole("button", { name: "Submit Inquiry" }).click();
      await section.getByRole("alert").filter({ hasText: "Please fill in all required fields (Name, Email, Phone, Number of People)." }).waitFor();
      assert.equal(await section.getByLabel("Full Name").getAttribute("aria-invalid"), "true");
      await accessible(page, "package form with errors");
      await section.getByLabel("Full Name").fill("Layla Haddad");
      await section.getByLabel("Email Address").fill("layla@example.com");
      await section.getByLabel("Phone Number").fill("+971 50 123 4567");
      await section.getByLabel("Number of People").fill("0");
      await section.getByRole("button", { name: "Submit Inquiry" }).click();
      await section.getByRole("alert").filter({ hasText: "Number of people must be a whole number from 1 to 1000." }).waitFor();
      await section.getByLabel("Number of People").fill("2");
      await section.getByLabel("Preferred Dates").fill("March 2027");
      await section.getByLabel("Special Requests").fill("A sea-view suite, please.");
      await section.getByRole("button", { name: "Submit Inquiry" }).click();
      const success = section.getByRole("status").filter({ hasText: SUCCESS });
      await success.waitFor();
      assert.equal(await section.getByRole("alert").count(), 0, "the earlier error is gone");
      // Shown for 7 s, then the form starts afresh.
      await success.waitFor({ state: "hidden", timeout: 12_000 });
      assert.equal(await section.getByLabel("Full Name").inputValue(), "");
      assert.equal(await section.getByLabel("Number of People").inputValue(), "");
    });

    await t.step("a visitor sends an activity inquiry (one person by default)", async () => {
      await page.goto(`${server.url}/activities/${activity.id}`);
      const section = page.getByRole("region", { name: "Inquire About This Activity" });
      await reachInto(page, section);
      assert.equal(await section.getByLabel("Number of People").inputValue(), "1");
      await section.getByLabel("Full Name").fill("Noor Rahman");
      await section.getByLabel("Email Address").fill("noor@example.com");
      await section.getByLabel("Phone Number").fill("+971 55 765 4321");
      await section.getByLabel("Special Requests").fill('=HYPERLINK("http://evil.example","click")');
      await section.getByRole("button", { name: "Submit Inquiry" }).click();
      await section.getByRole("status").filter({ hasText: SUCCESS }).waitFor();
    });

    await t.step("a pending member sees the VIP services without inquiry forms", async () => {
      await createMember(server, { name: "Sara Pending", email: "sara@example.com", mobileNumber: "+971 4 000 0000", isApproved: false });
      const pending = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const pendingPage = await pending.newPage();
      await logIn(pendingPage, server, "sara@example.com", MEMBER_PASSWORD);
      await pendingPage.goto(`${server.url}/vip-services`);
      await pendingPage.getByRole("heading", { level: 2, name: "Luxury Accommodations" }).waitFor();
      assert.equal(await pendingPage.getByRole("button", { name: "Inquire about this Service" }).count(), 0);
      assert.equal(await pendingPage.getByText(/Your membership is awaiting approval/).count(), 5);
      await pending.close();
    });

    await t.step("a member opens one VIP service form at a time and sends a VIP inquiry", async () => {
      await createMember(server, OMAR);
      const member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await member.newPage();
      await logIn(page, server, OMAR.email, MEMBER_PASSWORD);
      await page.goto(`${server.url}/vip-services`);
      await page.getByRole("heading", { level: 1, name: "VIP Services" }).waitFor();
      for (const name of ["Private Jet & Yacht Charters", "Personal Concierge 24/7", "Michelin-Star Dining Reservations", "Exclusive Access & Private Tours", "Luxury Accommodations"]) {
        await page.getByRole("heading", { level: 2, name }).waitFor();
      }
      assert.equal(await page.getByRole("button", { name: "Inquire about this Service" }).count(), 5);
      const service = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await service("Private Jet & Yacht Charters").getByRole("button", { name: "Inquire about this Service" }).click();
      await page.getByRole("region", { name: "Inquiry about Private Jet & Yacht Charters" }).waitFor();
      await service("Personal Concierge 24/7").getByRole("button", { name: "Inquire about this Service" }).click();
      const form = page.getByRole("region", { name: "Inquiry about Personal Concierge 24/7" });
      await form.waitFor();
      assert.equal(await page.getByRole("button", { name: "Close Inquiry Form" }).count(), 1, "only one form is open");
      assert.equal(await page.getByRole("region", { name: /^Inquiry about/ }).count(), 1);
      assert.equal(await form.getByLabel("Full Name").inputValue(), OMAR.name, "the member's details are filled in");
      assert.equal(await form.getByLabel("Email Address").inputValue(), OMAR.email);
      assert.equal(await form.getByLabel("Phone Number").inputValue(), OMAR.mobileNumber);
      assert.equal(await form.getByLabel("Number of People").count(), 0, "the VIP form asks no party size");
      await form.getByLabel("Phone Number").fill("");
      await form.getByRole("button", { name: "Submit Inquiry" }).click();
      await form.getByRole("alert").filter({ hasText: "Please fill in Name, Email, and Phone." }).waitFor();
      await accessible(page, "VIP form open with an error");
      await form.getByLabel("Phone Number").fill(OMAR.mobileNumber);
      await form.getByRole("button", { name: "Submit Inquiry" }).click();
      await form.getByRole("status").filter({ hasText: SUCCESS }).waitFor();
      await page.getByRole("button", { name: "Close Inquiry Form" }).click();
      assert.equal(await page.getByRole("region", { name: /^Inquiry about/ }).count(), 0);
      await member.close();
    });

    const stored = await adminInquiries(server);
    await t.step("each inquiry is stored exactly once and both emails of each arrive", async () => {
      assert.deepEqual(stored.map((i) => i.type), ["vip_service", "activity", "package"], "newest first, one each");
      assert.deepEqual(stored.map((i) => i.status), ["New", "New", "New"]);
      for (const inquiry of stored) {
        const email = inquiry.type === "vip_service" ? OMAR.email : inquiry.type === "activity" ? "noor@example.com" : "layla@example.com";
        const confirmation = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes(inquiry.itemName));
        assert.match(confirmation.text, /within 24 hours/);
        const staff = await smtp.waitFor((m) => m.to.includes(STAFF) && m.text.includes(inquiry.id));
        assert.ok(staff.text.includes(`${server.url}/admin/inquiries?id=${inquiry.id}`), staff.text);
        assert.ok(staff.subject.includes(inquiry.itemName));
      }
      assert.equal(smtp.received.length, 6);
    });

    await t.step("the administrator works the desk: open marks Viewed, status, filters, search", async () => {
      await logIn(page, server, adminCredentials.email, adminCredentials.password);
      await page.goto(`${server.url}/admin/inquiries`);
      await page.getByRole("heading", { level: 1, name: "Inquiries" }).waitFor();
      const counts = page.getByRole("group", { name: "Show inquiries by status" });
      await counts.getByRole("button", { name: "All 3" }).waitFor();
      await counts.getByRole("button", { name: "New 3" }).waitFor();
      const items = page.locator(".desk-item");
      assert.equal(await items.count(), 3);
      assert.deepEqual(await page.locator(".desk-item__item").allTextContents(), stored.map((i) => i.itemName));

      const first = items.nth(0);
      await first.getByRole("button", { expanded: false }).click();
      await first.locator(".desk-item__status").filter({ hasText: "Viewed" }).waitFor();
      await counts.getByRole("button", { name: "New 2" }).waitFor();
      await counts.getByRole("button", { name: "Viewed 1" }).waitFor();
      await first.getByText("No specific questions.").waitFor();
      await first.getByText("A logged-in member").waitFor();
      await accessible(page, "desk with an inquiry open");
      await first.getByLabel("Status").selectOption("Responded");
      await first.locator(".desk-item__status").filter({ hasText: "Responded" }).waitFor();
      await counts.getByRole("button", { name: "Responded 1" }).waitFor();
      const afterPatch = await adminInquiries(server);
      assert.equal(afterPatch.find((i) => i.id === stored[0].id)!.status, "Responded", "the server holds the new status");

      await page.getByLabel("Type").selectOption("package");
      await page.getByText("Showing 1 of 3 leads").waitFor();
      assert.deepEqual(await page.locator(".desk-item__requester").allTextContents(), ["Layla Haddad"]);
      await page.getByLabel("Type").selectOption("");
      await page.getByLabel("Search requester or item").fill("noor");
      await page.getByText("Showing 1 of 3 leads").waitFor();
      assert.deepEqual(await page.locator(".desk-item__requester").allTextContents(), ["Noor Rahman"]);
      await page.getByLabel("Search requester or item").fill("");
      await counts.getByRole("button", { name: "Responded 1" }).click();
      await page.getByText("Showing 1 of 3 leads").waitFor();
      await counts.getByRole("button", { name: "All 3" }).click();
      await page.getByText("Showing 3 of 3 leads").waitFor();
    });

    await t.step("the CSV export holds the shown inquiries with formula-safe fields", async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await Deno.readTextFile((await download.path())!);
      const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      assert.equal(lines.length, 4, "a header and three rows");
      assert.match(lines[0], /^"Submitted","Kind","Stage","Status","Type","Item"/);
      assert.ok(csv.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`), "the formula stays text");
      assert.ok(csv.includes(`"+971 50 123 4567"`) && !csv.includes(`"'+971`), "a phone number is exported as written");
      assert.ok(csv.includes('"Layla Haddad"'));
      // Who looks after each, its last activity and staff's first response time.
      assert.match(lines[0], /"Reference","Source","Value","Currency","Assigned to","Last activity","First response \(working minutes\)","Overdue"$/);
      const cells = lines[1].slice(1, -1).split('","');
      assert.equal(cells[13], stored[0].id);
      const [assignee, lastActivity, firstResponse] = cells.slice(17, 20);
      assert.equal(assignee, "");
      // Staff moved its status on above: the pipeline counts that as its first response, in working minutes.
      assert.match(firstResponse, /^\d+$/);
      assert.ok(lastActivity > cells[0], "its status changes since it was submitted are its last activity");
    });

    await t.step("the staff email's link opens its inquiry, which turns Viewed", async () => {
      const activityInquiry = stored.find((i) => i.type === "activity")!;
      await page.goto(`${server.url}/admin/inquiries?id=${activityInquiry.id}`);
      const item = page.locator(`[data-inquiry-id="${activityInquiry.id}"]`);
      // The open row's details (its conversation is a region of its own inside them).
      await item.getByRole("region").first().waitFor();
      await item.locator(".desk-item__status").filter({ hasText: "Viewed" }).waitFor();
      await item.getByText("noor@example.com").waitFor();
    });

    await t.step("the administrator deletes an inquiry after confirming", async () => {
      const packageInquiry = stored.find((i) => i.type === "package")!;
      const item = page.locator(`[data-inquiry-id="${packageInquiry.id}"]`);
      await item.getByRole("button", { expanded: false }).click();
      await item.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Inquiry" });
      await dialog.getByText("Layla Haddad").waitFor();
      await accessible(page, "delete confirmation");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });
      await item.getByRole("button", { name: "Delete" }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await item.waitFor({ state: "detached" });
      await page.getByText("Showing 2 of 2 leads").waitFor();
      assert.deepEqual((await adminInquiries(server)).map((i) => i.id).includes(packageInquiry.id), false);
    });

    await t.step("the contact page shows its cards, the team email and the review link", async () => {
      await page.goto(`${server.url}/contact`);
      await page.getByRole("heading", { level: 1, name: "Get in Touch" }).waitFor();
      for (const card of ["Call Us", "Email Us", "Visit Us"]) await page.getByRole("heading", { level: 2, name: card }).waitFor();
      await accessible(page, "contact page");
      assert.match((await page.getByRole("link", { name: "Email Our Team" }).getAttribute("href"))!, /^mailto:/);
      assert.match((await page.getByRole("link", { name: /Rate Us on Google/ }).getAttribute("href"))!, /^https:\/\//);
      await page.getByText(/within 24 hours/).first().waitFor();
    });

    await t.step("the desk, the VIP services and the contact page fit a 360 px phone", async () => {
      const phone = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        storageState: await context.storageState(),
      });
      const mobile = await phone.newPage();
      for (const [path, heading] of [["/admin/inquiries", "Inquiries"], ["/vip-services", "VIP Services"], ["/contact", "Get in Touch"]]) {
        await mobile.goto(`${server.url}${path}`);
        await mobile.getByRole("heading", { level: 1, name: heading }).waitFor();
        if (path === "/admin/inquiries") await mobile.locator(".desk-item").first().getByRole("button").first().click();
        if (path === "/vip-services") await mobile.getByRole("button", { name: "Inquire about this Service" }).first().click();
        await noHorizontalScroll(mobile, path);
      }
      await phone.close();
    });
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});
