/**
 * A chat message's time is written in the page's language (not the browser's), on the member's
 * clock when one is given.
 */
import type { ChatMessage } from "@contract/chat/session.ts";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteMessages } from "../../../i18n/site-messages.ts";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { Suspense } from "react";
import { useChatTexts } from "../hooks/use-chat-texts.ts";
import { ChatMessageView, type MessageTexts } from "./chat-message.tsx";

const MESSAGE: ChatMessage = { id: "m1", role: "user", author: "visitor", text: "Bonjour", timestamp: "2026-11-23T15:30:00.000Z" };

const WORDS: MessageTexts = {
  author: () => "Visiteur",
  suggestions: "Suggestions",
  detail: (kind, location) => `(${kind}, ${location})`,
  catalogueNote: "",
  interrupted: "",
};

async function timeAt(path: string, timeZone?: string): Promise<string> {
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <ChatMessageView message={MESSAGE} timeZone={timeZone} texts={WORDS} />
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
  const time = screen.getByText((_, element) => element?.tagName === "TIME");
  return time.textContent ?? "";
}

/** The time as `locale` writes it on `timeZone`'s clock. */
const clock = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(MESSAGE.timestamp));

describe("a chat message's time", () => {
  beforeAll(() => Promise.all([loadSiteMessages("fr"), loadSiteMessages("ar")]));

  it("is written in Arabic on an Arabic page, on the member's clock (Western digits, as the site writes them)", async () => {
    const shown = await timeAt("/ar/", "Asia/Tokyo");
    expect(shown).toBe(clock("ar-u-nu-latn", "Asia/Tokyo"));
    // Arabic marks the half of the day: not the browser's language (English in these tests).
    expect(shown).toMatch(/^12:30 ص$/);
  });

  it("is written in French on a French page", async () => {
    expect(await timeAt("/fr/journeys", "America/New_York")).toBe("10:30");
  });

  it("keeps the site's English 24-hour clock on an English page, whatever the browser's language", async () => {
    expect(await timeAt("/journeys", "Asia/Tokyo")).toBe("00:30");
  });
});

const SUGGESTING: ChatMessage = {
  id: "m2",
  role: "model",
  author: "catalogue",
  text: "…",
  timestamp: "2026-11-23T15:30:00.000Z",
  suggestions: [{ kind: "package", id: "p1", name: "Desert Royalty Escape", href: "/packages/p1", location: "Dubai" }],
};

/** A catalogue answer with the page's real chat texts. */
function Suggesting() {
  const { messages } = useChatTexts();
  return <ChatMessageView message={SUGGESTING} texts={messages} />;
}

async function suggestionDetailAt(path: string): Promise<string> {
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Suspense fallback={<p>Loading</p>}>
            <Suggesting />
          </Suspense>
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
  const link = await screen.findByRole("link", { name: "Desert Royalty Escape" });
  return link.nextElementSibling?.textContent ?? "";
}

describe("a suggestion's kind and place", () => {
  beforeAll(() => loadSiteMessages("ar"));

  it("are written with the language's own comma", async () => {
    expect(await suggestionDetailAt("/ar/")).toBe("(باقة سفر، Dubai)");
  });

  it("read as before in English", async () => {
    expect(await suggestionDetailAt("/")).toBe("(package, Dubai)");
  });
});
