/**
 * No English left on a traveller's page in another language, in Chromium: an approved member whose
 * language is Arabic (then French) walks the traveller pages on a phone (home, the lists, a package,
 * contact, login, register, pending inquiries, the VIP services, the bespoke planner and its saved
 * idea, My journeys, an inquiry's thread by its emailed link and in My journeys) and no visible text
 * is English. A text is English when it holds at least two words of a small list of common English
 * words and they are at least half of its words, once the names that are never translated
 * (docs/glossary.md: the brand, VIP, Elite Community, trains and hotels), email addresses and
 * numbers are set aside.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, appHasTakenOver } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { type ReceivedMail, startSmtp } from "../helpers/smtp.ts";

/**
 * Common English words, none of them also a French word (so "contact", "service", "page", "tours",
 * "jet" or "conversation" are not here): a French or Arabic sentence holds two of them only when
 * English was left in it.
 */
const ENGLISH_WORDS = new Set(
  ("the and your our with saved request requests services you we will has have been is are was of to for " +
    "this that it its by at from about into within who what when where which how all every any each " +
    "my me us here now yet not no yes please more view send back home sign register loading error " +
    "inquiry inquiries journey journeys bespoke idea ideas curated designer unavailable right review " +
    "preferences hours team own selected inspected private personal luxury accommodations dining " +
    "reservations access charters fly sail schedule handles tables world's most including museum " +
    "visits guides doors closed everyone else day night wherever found language device open close " +
    "none above travel status programs benefits insurance")
    .split(" "),
);

/** Never translated (docs/glossary.md) or not words at all: set aside before counting. */
const NEVER_TRANSLATED = [
  "Aurum Voyages",
  "Elite Community",
  "VIP",
  "GoldenPass Express",
  "Glacier Express",
  "Affordable Luxury",
  "Premium Comfort",
  "Ultimate VIP",
];

/** The visible texts of the page that read as English (each with the page's path). */
async function englishTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const lang = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest("script, style, noscript, template")) continue;
      // A text marked as another language on purpose (the switcher's "English") is not the page's.
      if ((parent.closest("[lang]")?.getAttribute("lang") ?? lang) !== lang) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      found.push(text);
    }
    return found;
  });
  return texts.filter((text) => {
    let rest = text.replace(/\S+@\S+\.\S+/g, " ");
    for (const name of NEVER_TRANSLATED) rest = rest.split(name).join(" ");
    const words = rest.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
    const english = words.filter((word) => ENGLISH_WORDS.has(word.replace(/’/g, "'")));
    return english.length >= 2 && english.length * 2 >= words.length;
  });
}

type Member = { name: string; email: string; password: string };

/** Per language: what the walk types, in that language (a traveller's own words are theirs). */
const WALK = {
  ar: {
    member: { name: "ليلى حداد", email: "layla.walk@test.example", password: "layla-walk-pass-1" },
    requests: "جناح مطل على البحر من فضلكم.",
    idea: ["صحراء", "رومانسي", "النجوم والعشاء الخاص"],
  },
  fr: {
    member: { name: "Camille Laurent", email: "camille.walk@test.example", password: "camille-walk-pass-1" },
    requests: "Une suite avec vue sur la mer, s'il vous plaît.",
    idea: ["Désert", "Romantique", "Les étoiles et les dîners privés"],
  },
} as const;

type Lang = keyof typeof WALK;

function memberTexts(lang: Lang): Record<string, string> {
  return JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/member.json`, import.meta.url)));
}

/** An approved member whose saved language is `lang`; answers their token. */
async function createMember(server: RunningServer, member: Member, lang: Lang): Promise<string> {
  const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
  const created = await apiCall(server, "POST", "/auth/create-user", admin, { ...member, isApproved: true });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const login = await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password });
  const token = login.json.data.access_token;
  const patched = await apiCall(server, "PATCH", `/auth/users/${login.json.data.user.id}`, token, { preferences: { general: { language: lang } } });
  assert.equal(patched.status, 200, JSON.stringify(patched.json));
  return token;
}

function threadLink(mail: ReceivedMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/threads\/[A-Za-z0-9_-]{43}/);
  assert.ok(match, mail.text);
  return new URL(match[0]).pathname;
}

/** Opens `path` and answers what reads as English there, once the page and its data have loaded. */
async function visit(page: Page, server: RunningServer, path: string, ready?: (page: Page) => Promise<void>): Promise<string[]> {
  await page.goto(`${server.url}${path}`);
  await appHasTakenOver(page);
  await page.waitForLoadState("networkidle");
  await ready?.(page);
  await page.locator(".spinner").first().waitFor({ state: "detached", timeout: 10_000 }).catch(() => {});
  return (await englishTexts(page)).map((text) => `${path}: ${text}`);
}

async function walk(server: RunningServer, browser: Browser, smtp: Awaited<ReturnType<typeof startSmtp>>, lang: Lang) {
  const { member, requests, idea } = WALK[lang];
  const t = memberTexts(lang);
  const token = await createMember(server, member, lang);
  const pkg = (await apiCall(server, "GET", `/packages?lang=${lang}`)).json.data.packages[0];
  const contact = { userName: member.name, userEmail: member.email, userPhone: "+971 50 123 4567", specialRequests: requests };
  const asked = await apiCall(server, "POST", `/inquiries?lang=${lang}`, token, { type: "package", itemId: pkg.id, itemName: pkg.name, numPeople: "2", ...contact });
  assert.equal(asked.status, 201, JSON.stringify(asked.json));
  const vip = await apiCall(server, "POST", `/inquiries?lang=${lang}`, token, { type: "vip_service", itemName: "Luxury Accommodations", ...contact });
  assert.equal(vip.status, 201, JSON.stringify(vip.json));
  const mail = await smtp.waitFor((m) => m.to.includes(member.email) && /\/threads\//.test(m.text) && m.text.includes(pkg.name));
  const found: string[] = [];
  const p = `/${lang}`;

  const visitor = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await visitor.newPage();
  page.setDefaultTimeout(20_000);
  for (const path of [p, `${p}/packages`, `${p}/activities`, `${p}/destinations`, `${p}/packages/${pkg.id}`, `${p}/contact`, `${p}/login`, `${p}/register`, `${p}/pending-inquiries`]) {
    found.push(...await visit(page, server, path));
  }
  found.push(...await visit(page, server, threadLink(mail), (page) => page.locator(".traveller-thread").waitFor()));

  // Signed in as the approved member.
  await page.goto(`${server.url}${p}/login`);
  await page.getByLabel(t["login.email"], { exact: true }).fill(member.email);
  await page.getByLabel(t["login.password"], { exact: true }).fill(member.password);
  await page.getByRole("button", { name: t["login.submit"] }).click();
  await page.waitForURL(`${server.url}${p}/profile`);
  found.push(...await visit(page, server, `${p}/vip-services`, (page) => page.locator(".vip-service").first().waitFor()));
  found.push(...await visit(page, server, `${p}/bespoke-experiences`));
  await page.getByLabel(t["bespoke.destination"]).fill(idea[0]);
  await page.getByLabel(t["bespoke.style"]).fill(idea[1]);
  await page.getByLabel(t["bespoke.interests"]).fill(idea[2]);
  await page.getByRole("button", { name: t["bespoke.generate"] }).click();
  await page.locator(".bespoke-idea [role=status]").waitFor({ timeout: 30_000 });
  found.push(...(await englishTexts(page)).map((text) => `${p}/bespoke-experiences (saved): ${text}`));
  found.push(...await visit(page, server, `${p}/journeys`, (page) => page.locator(".journey").nth(2).waitFor()));
  found.push(...await visit(page, server, `${p}/journeys/inquiries/${asked.json.data.id}`, (page) => page.locator(".traveller-thread").waitFor()));
  found.push(...await visit(page, server, `${p}/journeys/inquiries/${vip.json.data.id}`, (page) => page.locator(".traveller-thread").waitFor()));
  await visitor.close();
  assert.deepEqual(found, [], `English on ${lang} pages`);
}

for (const lang of ["ar", "fr"] as const) {
  Deno.test(`no English is left on the traveller's pages in ${lang}`, async () => {
    const smtp = await startSmtp();
    const server = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@e2e.example" } });
    const browser = await launchBrowser();
    try {
      await walk(server, browser, smtp, lang);
    } finally {
      await browser.close();
      await server.stop();
      await smtp.close();
    }
  });
}
