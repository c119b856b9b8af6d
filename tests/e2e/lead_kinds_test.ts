/**
 * Where leads come from, and every kind on the board (issue #33), in real Chromium against the real
 * server: a visitor who arrives from a newsletter link (UTM parameters on the first page) and
 * browses to a package sends an inquiry whose lead staff see with its source "newsletter" and find
 * by filtering on it; a bespoke request shows on the board with its kind and value, and its card
 * opens the request on the bespoke desk.
 */
import assert from "node:assert/strict";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, appHasTakenOver, logIn, sendInquiry } from "../helpers/e2e.ts";
import { proposalContent } from "../helpers/proposals.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const MEMBER = { name: "Noor Member", email: "noor.member@example.com", mobileNumber: "+971 50 765 4321", isApproved: true, password: "member-password-1" };

Deno.test("a visitor from a newsletter sends an inquiry whose lead shows its source; a bespoke request shows on the board with its kind and value", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await adminToken(server);
    const direct = await sendInquiry(server, "direct@example.com");
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];

    // A fresh visit: the first page carries the newsletter's UTM parameters; the visitor goes on to a package.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${server.url}/?utm_source=newsletter&utm_campaign=winter`);
    await appHasTakenOver(visitor);
    await visitor.goto(`${server.url}/packages/${pkg.id}`);
    await appHasTakenOver(visitor);
    const section = visitor.getByRole("region", { name: "Inquire About This Package" });
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel("Full Name").fill("Layla Haddad");
    await section.getByLabel("Email Address").fill("layla.newsletter@example.com");
    await section.getByLabel("Phone Number").fill("+971 50 123 4567");
    await section.getByLabel("Number of People").fill("2");
    await section.getByRole("button", { name: "Submit Inquiry" }).click();
    await section.getByRole("status").filter({ hasText: "Your inquiry has been successfully submitted!" }).waitFor();
    const inquiries = (await apiCall(server, "GET", "/inquiries", admin)).json.data as { id: string; userEmail: string }[];
    const sent = inquiries.find((i) => i.userEmail === "layla.newsletter@example.com")!;
    assert.ok(sent, "the inquiry is stored");

    // Staff see the source on the lead, and filter by it.
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.goto(`${server.url}/admin/inquiries`);
    const row = staff.locator(`[data-inquiry-id="${sent.id}"]`);
    await row.waitFor();
    assert.equal(await row.locator("[data-lead-source]").getAttribute("data-lead-source"), "newsletter");
    await row.getByText("Source: newsletter").waitFor();
    await staff.locator(`[data-inquiry-id="${direct.id}"]`).waitFor();
    await staff.getByLabel("Source", { exact: true }).fill("newsletter");
    await staff.locator(`[data-inquiry-id="${direct.id}"]`).waitFor({ state: "detached" });
    assert.deepEqual(await staff.locator(".desk-list > li").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-inquiry-id"))), [sent.id]);

    // A member's bespoke request, and a proposal made from it and sent: the board shows its kind and value.
    assert.equal((await apiCall(server, "POST", "/auth/create-user", admin, MEMBER)).status, 201);
    const member = (await apiCall(server, "POST", "/auth/login", undefined, { email: MEMBER.email, password: MEMBER.password })).json.data.access_token;
    const bespoke = await apiCall(server, "POST", "/bespoke", member, {
      requestDetails: { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "1 week", budget: "Ultimate VIP" },
      generatedIdea: { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." },
    });
    assert.equal(bespoke.status, 201);
    const bespokeId = bespoke.json.data.submission.id;
    const proposal = (await apiCall(server, "POST", "/proposals", admin, { bespokeId })).json.data;
    const content = proposalContent();
    assert.equal((await apiCall(server, "PUT", `/proposals/${proposal.id}`, admin, { ...content, version: proposal.version })).status, 200);
    assert.equal((await apiCall(server, "POST", `/proposals/${proposal.id}/send`, admin)).status, 200);

    await staff.goto(`${server.url}/admin/pipeline`);
    const card = staff.locator(`.lead-column[data-stage="Proposal sent"] [data-lead-id="${bespokeId}"]`);
    await card.waitFor();
    assert.equal(await card.locator("[data-lead-kind]").textContent(), "Bespoke request");
    assert.equal(Number(await card.locator("[data-lead-value]").getAttribute("data-lead-value")), proposalTotals(content)[0].price);
    await card.getByText(/Value: \S*3,050/).waitFor();
    const violations = await seriousViolations(staff);
    assert.equal(violations.length, 0, describeViolations("the board with every kind", violations));

    // Its card opens the request on the bespoke desk.
    await card.getByRole("link", { name: "Open Noor Member" }).click();
    await staff.waitForURL(/\/admin\/bespoke-requests\?id=/);
    const opened = staff.locator(`[data-bespoke-id="${bespokeId}"]`);
    await opened.getByText("Falconry").waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("a newsletter visitor's inquiry sent by the browser itself, before the app takes the form over, keeps its source", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await adminToken(server);
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" })).newPage();
    await visitor.goto(`${server.url}/?utm_source=newsletter&utm_campaign=winter`);
    await appHasTakenOver(visitor);
    // The form's code never arrives (a slow phone, a dropped request): the browser posts the server's form.
    let refused = 0;
    await visitor.route(/\/assets\/inquiry-section-[^/]+\.js$/, (route) => (refused++, route.abort()));
    await visitor.goto(`${server.url}/packages/${pkg.id}`);
    const section = visitor.getByRole("region", { name: "Inquire About This Package" });
    await section.getByLabel("Full Name").fill("Omar Haddad");
    await section.getByLabel("Email Address").fill("omar.newsletter@example.com");
    await section.getByLabel("Phone Number").fill("+971 50 123 4567");
    await section.getByLabel("Number of People").fill("2");
    await section.getByRole("button", { name: "Submit Inquiry" }).click();
    await visitor.getByText("Your inquiry has been successfully submitted!").waitFor();
    assert.ok(refused > 0, "the form's code was asked for, and never came: the browser sent the form");
    const inquiries = (await apiCall(server, "GET", "/inquiries", admin)).json.data as { userEmail: string; origin?: unknown }[];
    const sent = inquiries.find((i) => i.userEmail === "omar.newsletter@example.com");
    assert.deepEqual(sent?.origin, { utmSource: "newsletter", utmCampaign: "winter" });
  } finally {
    await browser.close();
    await server.stop();
  }
});
