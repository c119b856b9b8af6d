/**
 * The member screens in other languages, in Chromium: a member who saves French in Account Settings
 * sees the site in French at once and, logging in on a fresh device, lands on the French profile
 * with French texts and dates; the guards' redirects (login required, admin required, back after
 * login, after logout) keep the language prefix; and an Arabic member on a 360 px phone reads the
 * login, profile, settings and journeys right to left, with nothing scrolling sideways and axe clean;
 * a French member on Tokyo's clock reads My journeys, an answered inquiry and a chat transcript with
 * French labels and every time on Tokyo's clock, whatever the device's.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

type Member = { name: string; email: string; password: string };

async function withServer(fn: (server: RunningServer, browser: Browser, adminToken: string) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
    await fn(server, browser, admin.json.data.access_token);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** An approved member, with `language` saved in their settings when given. */
async function createMember(server: RunningServer, adminToken: string, member: Member, language?: string): Promise<void> {
  const created = await apiCall(server, "POST", "/auth/create-user", adminToken, { ...member, isApproved: true });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  if (!language) return;
  const login = await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password });
  const settings = { preferences: { general: { language } } };
  const patched = await apiCall(server, "PATCH", `/auth/users/${login.json.data.user.id}`, login.json.data.access_token, settings);
  assert.equal(patched.status, 200, JSON.stringify(patched.json));
}

async function signIn(page: Page, member: Member, texts: { email: string; password: string; submit: string }) {
  await page.getByLabel(texts.email, { exact: true }).fill(member.email);
  await page.getByLabel(texts.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: texts.submit }).click();
}

const FRENCH_LOGIN = { email: "E-mail", password: "Mot de passe", submit: "Se connecter" };
const ENGLISH_LOGIN = { email: "Email", password: "Password", submit: "Sign In" };

async function pageLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

Deno.test("a member who saves French in settings sees French at once, and after logging in on a fresh device", async () => {
  await withServer(async (server, browser, adminToken) => {
    const member = { name: "Camille Laurent", email: "camille.e2e@test.example", password: "camille-pass-1" };
    await createMember(server, adminToken, member);

    // On the first device: the settings' language list has Arabic, and saving French turns the site French.
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await first.newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, server, member.email, member.password);
    await page.getByRole("button", { name: "Account Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Account Settings" });
    await settings.getByRole("tab", { name: "Preferences" }).click();
    const language = settings.getByLabel("Language");
    const offered = await language.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    assert.deepEqual(offered, ["en", "ar", "es", "fr", "de", "it", "pt"]);
    assert.equal(await language.locator('option[value="ar"]').textContent(), "العربية");
    await language.selectOption("fr");
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await page.waitForURL(`${server.url}/fr/profile`);
    await page.getByRole("heading", { level: 1, name: "Profil du membre" }).waitFor();
    assert.deepEqual(await pageLanguage(page), { lang: "fr", dir: "ltr" });
    await first.close();

    // A fresh device (no stored choice) logging in on the English page lands on the French profile.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await fresh.newPage();
    other.setDefaultTimeout(20_000);
    await other.goto(`${server.url}/login`);
    await other.getByRole("heading", { level: 1, name: "Member Login" }).waitFor();
    await signIn(other, member, ENGLISH_LOGIN);
    await other.waitForURL(`${server.url}/fr/profile`);
    await other.getByRole("heading", { level: 1, name: "Profil du membre" }).waitFor();
    assert.deepEqual(await pageLanguage(other), { lang: "fr", dir: "ltr" });
    assert.ok(await other.getByRole("heading", { name: "Informations personnelles" }).isVisible());
    assert.match(await other.locator(".profile__summary").textContent() ?? "", /Membre depuis le \d{1,2} [a-zéû]+\.? \d{4}/);
    assert.ok(await other.getByRole("button", { name: "Paramètres du compte" }).isVisible());
    assert.equal(await other.getByRole("banner").getByRole("link", { name: "Mes voyages", includeHidden: true }).count(), 1);
    assert.equal(await other.evaluate(() => localStorage.getItem("aurum.language")), "fr", "the device remembers the member's language");

    // My journeys in French; a reload keeps the language.
    await other.goto(`${server.url}/fr/journeys`);
    await other.getByRole("heading", { level: 1, name: "Mes voyages" }).waitFor();
    await other.getByText("Rien pour le moment.").waitFor();
    await other.reload();
    await other.getByRole("heading", { level: 1, name: "Mes voyages" }).waitFor();

    // Change password speaks French too, its client-side checks included.
    await other.goto(`${server.url}/fr/profile`);
    await other.getByRole("button", { name: "Paramètres du compte" }).click();
    const réglages = other.getByRole("dialog", { name: "Paramètres du compte" });
    await réglages.getByRole("tab", { name: "Sécurité" }).click();
    await réglages.getByRole("button", { name: "Changer le mot de passe" }).click();
    await réglages.getByText("Le mot de passe actuel est obligatoire.").waitFor();
    await fresh.close();
  });
});

Deno.test("the guards' redirects keep the language: login required, back after login, admin required, logout", async () => {
  await withServer(async (server, browser, adminToken) => {
    const member = { name: "Hélène Martin", email: "helene.e2e@test.example", password: "helene-pass-1" };
    await createMember(server, adminToken, member, "fr");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    // A logged-out visitor on a French member page goes to the French login, and comes back to it.
    await page.goto(`${server.url}/fr/journeys?from=mail#latest`);
    await page.waitForURL(`${server.url}/fr/login`);
    await page.getByRole("heading", { level: 1, name: "Connexion membre" }).waitFor();
    assert.ok(await page.getByRole("link", { name: "Demandez votre adhésion" }).isVisible());
    assert.equal(await page.getByRole("link", { name: "Demandez votre adhésion" }).getAttribute("href"), "/fr/register");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByText("Veuillez saisir votre adresse e-mail et votre mot de passe.").waitFor();
    await signIn(page, member, FRENCH_LOGIN);
    await page.waitForURL(`${server.url}/fr/journeys?from=mail#latest`);
    await page.getByRole("heading", { level: 1, name: "Mes voyages" }).waitFor();

    // A member on a German admin page goes to the German home page.
    await page.goto(`${server.url}/de/admin`);
    await page.waitForURL(`${server.url}/de/`);
    assert.equal((await pageLanguage(page)).lang, "de");

    // Logging out of the French profile leads to the French home page.
    await page.goto(`${server.url}/fr/profile`);
    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await page.waitForURL(`${server.url}/fr/`);
    assert.equal((await pageLanguage(page)).lang, "fr");

    // Back after login goes to the page tried, in the member's language: a Spanish address turns French.
    await page.goto(`${server.url}/es/bespoke-experiences`);
    await page.waitForURL(`${server.url}/es/login`);
    await page.getByRole("heading", { level: 1, name: "Acceso para miembros" }).waitFor();
    await signIn(page, member, { email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión" });
    await page.waitForURL(`${server.url}/fr/bespoke-experiences`);
    await page.getByRole("heading", { level: 1, name: "Imaginez le voyage de vos rêves" }).waitFor();

    // A member already logged in who opens the French login goes on to the French profile.
    await page.goto(`${server.url}/fr/login`);
    await page.waitForURL(`${server.url}/fr/profile`);
    await context.close();
  });
});

Deno.test("an Arabic member on a 360 px phone: login, profile, settings and journeys right to left, no sideways scroll, axe clean", async () => {
  await withServer(async (server, browser, adminToken) => {
    const member = { name: "Noor Al Mansouri", email: "noor.e2e@test.example", password: "noor-pass-12" };
    await createMember(server, adminToken, member, "ar");
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems: string[] = [];
    const check = async (where: string) => {
      await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0);
      const layout = await pageLanguage(page);
      if (layout.lang !== "ar" || layout.dir !== "rtl") problems.push(`${where}: lang=${layout.lang} dir=${layout.dir}`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) problems.push(`${where}: scrolls ${sideways}px sideways`);
      problems.push(describeViolations(where, await seriousViolations(page)));
    };

    await page.goto(`${server.url}/ar/login`);
    await page.getByRole("heading", { level: 1, name: "تسجيل دخول الأعضاء" }).waitFor();
    await check("/ar/login");
    await signIn(page, member, { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "تسجيل الدخول" });
    await page.waitForURL(`${server.url}/ar/profile`);
    await page.getByRole("heading", { level: 1, name: "الملف الشخصي للعضو" }).waitFor();
    assert.ok(await page.getByRole("heading", { name: "المعلومات الشخصية" }).isVisible());
    assert.doesNotMatch(await page.locator(".profile__summary").textContent() ?? "", /[٠-٩]/, "dates in Western digits");
    await check("/ar/profile");

    await page.getByRole("button", { name: "إعدادات الحساب" }).click();
    const settings = page.getByRole("dialog", { name: "إعدادات الحساب" });
    await settings.getByRole("tab", { name: "التفضيلات" }).click();
    assert.equal(await settings.getByLabel("اللغة").inputValue(), "ar");
    await check("/ar/profile (Account Settings)");
    await page.keyboard.press("Escape");
    await settings.waitFor({ state: "detached" });

    await page.goto(`${server.url}/ar/journeys`);
    await page.getByRole("heading", { level: 1, name: "رحلاتي" }).waitFor();
    await page.getByText("لا شيء هنا بعد.").waitFor();
    await check("/ar/journeys");

    assert.deepEqual(problems.filter(Boolean), []);
    await context.close();
  });
});

/** Runs in the page: `iso` as the member's pages write it, in French on Tokyo's clock (or the device's clock, `zone` undefined). */
function frenchTime(at: { iso: string; zone?: string }): string {
  return new Intl.DateTimeFormat("fr-u-nu-latn", { dateStyle: "medium", timeStyle: "short", timeZone: at.zone }).format(new Date(at.iso));
}

Deno.test("a French member on Tokyo's clock reads My journeys, an answered inquiry and a chat transcript in French on that clock", async () => {
  await withServer(async (server, browser, adminToken) => {
    const member = { name: "Élise Moreau", email: "elise.e2e@test.example", password: "elise-pass-1" };
    await createMember(server, adminToken, member);
    const login = (await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password })).json.data;
    const token: string = login.access_token;
    const zone = { preferences: { general: { language: "fr", timezone: "JST" } } };
    assert.equal((await apiCall(server, "PATCH", `/auth/users/${login.user.id}`, token, zone)).status, 200);

    // An inquiry a consultant has answered, and a chat a consultant took over.
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const inquiry = await apiCall(server, "POST", "/inquiries", token, packageInquiryBody(pkg, member.email, { userName: member.name }));
    assert.equal(inquiry.status, 201, JSON.stringify(inquiry.json));
    const replied = await apiCall(server, "POST", `/inquiries/${inquiry.json.data.id}/replies`, adminToken, { text: "Avec plaisir : la suite est à vous." });
    assert.equal(replied.status, 201, JSON.stringify(replied.json));
    const sessionId = newChatSessionId(login.user.id);
    assert.equal((await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, token, { text: "Bonjour, la villa est-elle libre en mai ?" })).status, 201);
    assert.equal((await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, adminToken, { role: "model", text: "Oui, en mai." })).status, 201);
    const journeys = (await apiCall(server, "GET", "/me/journeys", token)).json.data as { kind: string; id: string; href: string; lastActivity: string }[];
    const asked = journeys.find((journey) => journey.kind === "inquiry")!;
    const chat = journeys.find((journey) => journey.kind === "chat")!;
    assert.ok(asked && chat, JSON.stringify(journeys));

    // A device in New York, its browser in English: the pages are French, their times on Tokyo's clock.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "America/New_York", locale: "en-US" });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/login`);
    await page.getByRole("heading", { level: 1, name: "Member Login" }).waitFor();
    await signIn(page, member, ENGLISH_LOGIN);
    await page.waitForURL(`${server.url}/fr/profile`);

    await page.goto(`${server.url}/fr/journeys`);
    await page.getByRole("heading", { level: 1, name: "Mes voyages" }).waitFor();
    const card = page.locator(`.journey[data-kind="inquiry"][data-id="${asked.id}"]`);
    const cardTime = await card.locator("time").textContent();
    assert.equal(cardTime, await page.evaluate(frenchTime, { iso: asked.lastActivity, zone: "Asia/Tokyo" }));
    assert.notEqual(cardTime, await page.evaluate(frenchTime, { iso: asked.lastActivity }), "not the device's clock");

    // The inquiry's conversation: the consultant's label in French, the reply's time on Tokyo's clock.
    await page.goto(`${server.url}/fr${asked.href}`);
    const reply = page.locator('.thread__message[data-kind="reply"]');
    await reply.getByText("Avec plaisir : la suite est à vous.").waitFor();
    assert.equal(await reply.locator(".thread__kind").textContent(), "Conseiller voyage");
    const sentAt = (await reply.locator("time").getAttribute("datetime"))!;
    assert.equal(await reply.locator("time").textContent(), await page.evaluate(frenchTime, { iso: sentAt, zone: "Asia/Tokyo" }));
    assert.match(await page.locator(".traveller-thread__sent").textContent() ?? "", /^Envoyée par Élise Moreau le /);

    // The chat's transcript: French authors, the clock of Tokyo written as French does (not as the browser's English).
    await page.goto(`${server.url}/fr${chat.href}`);
    const mine = page.locator('.chat-msg[data-author="visitor"]');
    await mine.getByText("Bonjour, la villa est-elle libre en mai ?").waitFor();
    assert.equal(await mine.locator(".chat-msg__author").textContent(), "Vous");
    const answer = page.locator('.chat-msg[data-author="consultant"]');
    assert.match(await answer.locator(".chat-msg__author").textContent() ?? "", /, conseiller voyage$/);
    const answeredAt = (await answer.locator("time").getAttribute("datetime"))!;
    const tokyoClock = await page.evaluate((iso) => new Intl.DateTimeFormat("fr-u-nu-latn", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Tokyo" }).format(new Date(iso)), answeredAt);
    assert.equal(await answer.locator("time").textContent(), tokyoClock);
    assert.equal(await page.getByText("AI concierge").count(), 0);
    await context.close();
  });
});
