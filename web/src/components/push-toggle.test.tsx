/**
 * The notifications switch speaks the page's language: its own texts from the `push` message area,
 * the offer as the screen words it; English on unprefixed pages.
 */
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSiteMessages } from "../i18n/site-messages.ts";
import { LanguageProvider } from "../i18n/language-context.tsx";
import { PushToggle } from "./push-toggle.tsx";

const browser = vi.hoisted(() => ({ state: "off" as string }));
vi.mock("../lib/web-push.ts", () => ({
  pushState: () => Promise.resolve(browser.state),
  turnPushOn: () => Promise.resolve("on"),
  turnPushOff: () => Promise.resolve("off"),
}));

async function show(path: string) {
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <PushToggle owner={{}} offer="(the screen's offer)" />
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
}

describe("PushToggle", () => {
  // As in the app, the site's catalogue of the page's language is loaded before the first render.
  beforeAll(() => Promise.all([loadSiteMessages("fr"), loadSiteMessages("ar")]));
  beforeEach(() => {
    browser.state = "off";
  });

  it("offers notifications in English on an English page", async () => {
    await show("/journeys");
    expect(await screen.findByRole("button", { name: "Turn on notifications" })).toBeTruthy();
    expect(screen.getByText("(the screen's offer)")).toBeTruthy();
  });

  it("offers them in French on a French page, and says so in French once they are on", async () => {
    await show("/fr/journeys");
    const button = await screen.findByRole("button", { name: "Activer les notifications" });
    await act(async () => button.click());
    expect(await screen.findByText("Les notifications sont activées sur cet appareil.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Désactiver les notifications" })).toBeTruthy();
  });

  it("says in Arabic when the browser blocks them", async () => {
    browser.state = "denied";
    await show("/ar/threads/x");
    expect(await screen.findByText(/^يحظر متصفحكم إشعارات هذا الموقع/)).toBeTruthy();
  });
});
