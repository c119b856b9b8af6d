/**
 * A message area shows a screen in the page's language: it waits (suspends) for that language's
 * messages instead of showing English first, falls back to English message by message, and shows
 * English when the messages cannot be loaded.
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { loadSiteMessages } from "./site-messages.ts";
import { LanguageProvider } from "./language-context.tsx";
import { messageArea } from "./message-area.ts";

/** Messages compiled as the build compiles the real ones. */
const compiled = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessageOrThrow(text)]));
const english = compiled({ "greeting": "Hello {name}", "farewell": "Goodbye" }) as unknown as Record<string, string>;
const french = compiled({ "greeting": "Bonjour {name}" });
const failing = () => Promise.reject(new Error("offline"));

function areaWithFrench(loadFrench: () => Promise<{ default: unknown }>) {
  return messageArea(english, { fr: loadFrench, ar: failing, es: failing, de: failing, it: failing, pt: failing });
}

/** Every text the screen rendered, in order. */
let rendered: string[] = [];

function Greeting({ area }: { area: ReturnType<typeof areaWithFrench> }) {
  const t = area.useT();
  const text = `${t("greeting", { name: "Layla" })} / ${t("farewell")}`;
  rendered.push(text);
  return <p>{text}</p>;
}

/** Renders the screen; React settles what it suspended on inside `act`. */
async function show(path: string, area: ReturnType<typeof areaWithFrench>) {
  rendered = [];
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Suspense fallback={<p>Loading page...</p>}>
            <Greeting area={area} />
          </Suspense>
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
}

describe("message areas", () => {
  // As in the app, the site messages of the page's language are loaded before the first render.
  beforeAll(() => loadSiteMessages("fr"));

  it("shows English on unprefixed pages at once", async () => {
    await show("/account", areaWithFrench(() => Promise.resolve({ default: french })));
    expect(screen.getByText("Hello Layla / Goodbye")).toBeTruthy();
  });

  it("waits for the page's language, never showing English first, then falls back to English per message", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await show("/fr/account", areaWithFrench(() => gate.then(() => ({ default: french }))));
    expect(screen.getByText("Loading page...")).toBeTruthy();
    await act(async () => {
      release();
      await gate;
    });
    expect(await screen.findByText("Bonjour Layla / Goodbye")).toBeTruthy();
    expect(rendered.every((text) => text === "Bonjour Layla / Goodbye")).toBe(true);
  });

  it("shows English when the language's messages cannot be loaded", async () => {
    await show("/fr/account", areaWithFrench(failing));
    expect(await screen.findByText("Hello Layla / Goodbye")).toBeTruthy();
  });

  it("loads lazily given English messages for an English page only", async () => {
    const loadEnglish = vi.fn(() => Promise.resolve({ default: english }));
    const frenchComplete = compiled({ "greeting": "Bonjour {name}", "farewell": "Au revoir" });
    const lazy = () => messageArea(loadEnglish, { fr: () => Promise.resolve({ default: frenchComplete }), ar: failing, es: failing, de: failing, it: failing, pt: failing });
    await show("/fr/account", lazy());
    expect(await screen.findByText("Bonjour Layla / Au revoir")).toBeTruthy();
    expect(loadEnglish).not.toHaveBeenCalled();
    await show("/account", lazy());
    expect(await screen.findByText("Hello Layla / Goodbye")).toBeTruthy();
    expect(rendered.every((text) => text === "Hello Layla / Goodbye")).toBe(true);
  });
});
