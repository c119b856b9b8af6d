/**
 * The staff desks in other languages, in Chromium: a consultant works an inquiry on the French desk
 * (/fr/admin/inquiries: a note, a reply, a status, each labelled in French, the date in French on
 * the agency's clock, named, whatever the consultant's own setting; a request with no server answer on the users screen says so in French);
 * the live chat desk (its transcript's authors too) and the users
 * screen (the user wizard's fields, close button and checks too) under /ar/ are Arabic, right
 * to left, without sideways scrolling at 1280 and 360 px, and axe finds nothing serious.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

/** A consultant with administrator rights whose own settings put them on Tokyo's clock. */
const consultant = { name: "Camille Laurent", email: "camille.desk@e2e.example", password: "camille-pass-1" };

async function prepare(server: RunningServer): Promise<{ inquiryId: string; sessionId: string }> {
  const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
  const created = await apiCall(server, "POST", "/auth/create-user", admin, { ...consultant, isApproved: true, isAdmin: true });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const settings = { preferences: { general: { currency: "EUR", timezone: "JST" } } };
  assert.equal((await apiCall(server, "PATCH", `/auth/users/${created.json.data.id}`, admin, settings)).status, 200);

  const inquiry = await sendInquiry(server, "layla.desk@example.com");

  const sessionId = newChatSessionId();
  assert.equal((await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, undefined, { text: "Hello, is the villa free in May?" })).status, 201);
  return { inquiryId: inquiry.id, sessionId };
}

/** Runs in the page: how far the page scrolls sideways. */
function sideways(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

async function openDesk(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 20_000 });
}

async function withDesks(fn: (server: RunningServer, browser: Browser, ids: { inquiryId: string; sessionId: string }) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await fn(server, browser, await prepare(server));
  } finally {
    await browser.close();
    await server.stop();
  }
}

Deno.test("a consultant works an inquiry on the French desk: note, reply and status, in French, on the agency's clock", async () => {
  await withDesks(async (server, browser, { inquiryId }) => {
    // The device's clock is New York's; the consultant's settings say Tokyo's; the desk keeps Dubai's.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "America/New_York", locale: "en-GB" });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, server, consultant.email, consultant.password);
    await openDesk(page, `${server.url}/fr/admin/inquiries?id=${inquiryId}`, "Demandes");
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    assert.equal(await page.title(), "Demandes | Administration | Aurum Voyages");

    const row = page.locator(`[data-inquiry-id="${inquiryId}"]`);
    await row.getByText("Aucune réponse ni note pour le moment.").waitFor();
    // Opening a New inquiry marks it Viewed, shown in French.
    await row.locator(".desk-item__status").getByText("Consultée", { exact: true }).waitFor();
    assert.equal(await row.getByRole("region", { name: /^Demande de Layla Haddad concernant / }).count(), 1);
    assert.equal(await row.locator("dt").first().textContent(), "E-mail");

    const sentAt = await row.locator(".desk-item__date").getAttribute("datetime");
    const dubai = new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(new Date(sentAt!));
    assert.equal(await row.locator(".desk-item__date").textContent(), `${dubai} GST`);

    await row.getByRole("button", { name: "Note interne", exact: true }).click();
    await row.getByLabel(/^Note interne \(/).fill("Préfère être appelée après 18 h.");
    await row.getByRole("button", { name: "Ajouter la note" }).click();
    const note = row.locator('.thread__message[data-kind="note"]');
    await note.getByText("Préfère être appelée après 18 h.").waitFor();
    assert.equal(await note.locator(".thread__kind").textContent(), "Note interne");

    await row.getByRole("button", { name: "Répondre au voyageur" }).click();
    await row.getByLabel(/^Répondre à Layla Haddad \(par e-mail/).fill("Chère Layla, une suite avec vue sur la mer vous attend.");
    await row.getByRole("button", { name: "Envoyer la réponse" }).click();
    const reply = row.locator('.thread__message[data-kind="reply"]');
    await reply.getByText("une suite avec vue sur la mer vous attend.", { exact: false }).waitFor();
    assert.equal(await reply.locator(".thread__kind").textContent(), "Conseiller voyage");
    await row.locator(".desk-item__status").getByText("Répondue", { exact: true }).waitFor();

    // The status select offers the stored values under French labels.
    const status = row.getByLabel("Statut", { exact: true });
    assert.deepEqual(await status.locator("option").allTextContents(), ["Nouvelle", "Consultée", "Répondue", "Proposition envoyée", "Acceptée"]);
    await status.selectOption("New");
    await row.locator(".desk-item__status").getByText("Nouvelle", { exact: true }).waitFor();
    const staffToken = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const stored = (await apiCall(server, "GET", "/inquiries", staffToken)).json.data as { id: string; status: string }[];
    assert.equal(stored.find((i) => i.id === inquiryId)?.status, "New", "the stored value stays English");

    await page.getByRole("group", { name: "Afficher les demandes par statut" }).waitFor();
    assert.match(await page.locator(".desk-summary").textContent() ?? "", /^1 sur 1 piste affichée$/);
    assert.equal(describeViolations("French inquiry desk", await seriousViolations(page)), "");

    // A request that gets no answer from the server: the users screen says so in French, under the row.
    await openDesk(page, `${server.url}/fr/admin/users`, "Gérer les utilisateurs");
    await page.route("**/api/auth/users/*/admin", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: `Retirer les droits d’administrateur de ${consultant.name}` }).click();
    await page.locator(`tr[data-user-email="${consultant.email}"] + tr`).getByRole("alert").getByText("La modification des droits d’administrateur a échoué.", { exact: true }).waitFor();
    await context.close();
  });
});

Deno.test("the live chat desk and the users screen in Arabic: right to left, no sideways scrolling at 1280 and 360 px, axe clean", async () => {
  await withDesks(async (server, browser, { sessionId }) => {
    const problems: string[] = [];
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await logIn(page, server, adminCredentials.email, adminCredentials.password);

      await openDesk(page, `${server.url}/ar/admin/live-chats`, "المحادثات المباشرة");
      assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
      assert.equal(await page.locator("html").getAttribute("lang"), "ar");
      const row = page.locator(`[data-session-id="${sessionId}"]`);
      await row.getByText("مجهول", { exact: true }).waitFor();
      await row.getByRole("button", { expanded: false }).click();
      await row.getByLabel("الرد بصفتكم مستشار السفر").waitFor();
      const transcript = row.getByRole("log", { name: "نص المحادثة" });
      await transcript.getByText("Hello, is the villa free in May?").waitFor();
      // The transcript's authors in Arabic: the visitor, and the concierge's answer (from our collection, the AI being offline here).
      await transcript.locator('.chat-msg[data-author="catalogue"], .chat-msg[data-author="ai"]').first().waitFor();
      assert.equal(await transcript.locator('.chat-msg[data-author="visitor"] .chat-msg__author').textContent(), "الزائر");
      assert.ok(
        ["الكونسيرج الذكي", "الكونسيرج (من مجموعتنا)"].includes(await transcript.locator(".chat-msg:not([data-author=visitor]) .chat-msg__author").first().textContent() ?? ""),
        "the concierge's answer is labelled in Arabic",
      );
      assert.deepEqual(
        await row.getByLabel("الحالة", { exact: true }).locator("option").allTextContents(),
        ["الذكاء الاصطناعي نشط", "بحاجة إلى مراجعة", "تمت المعالجة", "أنهاها الزائر"],
      );
      if (await page.evaluate(sideways) > 0) problems.push(`live chats at ${width}px scroll ${await page.evaluate(sideways)}px sideways`);
      problems.push(describeViolations(`live chats at ${width}px`, await seriousViolations(page)));

      await openDesk(page, `${server.url}/ar/admin/users`, "إدارة المستخدمين");
      assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
      assert.deepEqual(
        await page.locator(".users-table thead th").allTextContents(),
        ["الاسم", "البريد الإلكتروني", "الحالة", "الدور", "الإجراءات"],
      );
      await page.getByRole("button", { name: `تعديل ${consultant.name}` }).waitFor();
      if (await page.evaluate(sideways) > 0) problems.push(`users at ${width}px scroll ${await page.evaluate(sideways)}px sideways`);
      problems.push(describeViolations(`users at ${width}px`, await seriousViolations(page)));

      // The user wizard as staff use it, in Arabic.
      await page.getByRole("button", { name: "إضافة مستخدم جديد" }).click();
      const wizard = page.getByRole("dialog", { name: "إنشاء مستخدم جديد" });
      await wizard.getByRole("heading", { name: "الخطوة 1 من 4: المعلومات الأساسية" }).waitFor();
      await wizard.getByRole("button", { name: "التالي" }).waitFor();
      await wizard.getByLabel("الاسم المعروض في المحادثة").waitFor();
      await wizard.getByRole("button", { name: "إغلاق النافذة" }).waitFor();
      // The contract's checks in Arabic: an empty name.
      await wizard.getByRole("button", { name: "التالي" }).click();
      await wizard.getByText("الاسم مطلوب", { exact: true }).waitFor();
      if (await page.evaluate(sideways) > 0) problems.push(`the user wizard at ${width}px scrolls ${await page.evaluate(sideways)}px sideways`);
      problems.push(describeViolations(`user wizard at ${width}px`, await seriousViolations(page)));
      await context.close();
    }
    assert.deepEqual(problems.filter(Boolean), []);
  });
});
