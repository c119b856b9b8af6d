/**
 * The staff desks' messages: English keeps the product's texts word for word (apostrophes and
 * plurals included), another language shows its own words and plural forms, and dates follow the
 * page's language.
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTimeIn } from "../../lib/format.ts";
import { loadSiteMessages } from "../site-messages.ts";
import { LanguageProvider } from "../language-context.tsx";
import { useDeskErrors, useDeskT } from "./desk.ts";
import { useMemberErrors } from "./member.ts";

function Texts() {
  const t = useDeskT();
  return (
    <ul>
      <li>{t("chats.intro")}</li>
      <li>{t("inquiries.showing", { shown: 1, count: 1 })}</li>
      <li>{t("thread.links", { count: 2 })}</li>
      <li>{t("chats.count", { count: 2 })}</li>
      <li>{t("inquiries.status.Responded")}</li>
    </ul>
  );
}

async function textsAt(path: string): Promise<string[]> {
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Suspense fallback={<p>Loading page...</p>}>
            <Texts />
          </Suspense>
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
  return (await screen.findAllByRole("listitem", {}, { timeout: 5000 })).map((item) => item.textContent ?? "");
}

describe("the desks' messages", () => {
  beforeAll(() => Promise.all([loadSiteMessages("fr"), loadSiteMessages("ar")]));

  it("keeps the English texts word for word", async () => {
    expect(await textsAt("/admin/live-chats")).toEqual([
      "Every conversation from the website's chat, newest first. Open one to follow it live, reply as a consultant, or hand it back to the AI.",
      "Showing 1 of 1 lead",
      "The traveller's private links (2) work without a login.",
      "2 conversations, last activity first.",
      "Responded",
    ]);
  });

  it("shows French under /fr/, with French plurals", async () => {
    const texts = await textsAt("/fr/admin/inquiries");
    expect(texts[1]).toBe("1 sur 1 piste affichée");
    expect(texts[2]).toBe("Les liens privés du voyageur (2) fonctionnent sans connexion.");
    expect(texts[4]).toBe("Répondue");
  });

  it("uses Arabic's dual", async () => {
    expect((await textsAt("/ar/admin/live-chats"))[3]).toBe("محادثتان، الأحدث نشاطًا أولًا.");
  });
});

/** The contract's English messages of a form, as the form shows them in the page's language. */
function Errors({ errors }: { errors: Record<string, string> }) {
  const desk = useDeskErrors()(errors);
  const member = useMemberErrors()(errors);
  return <ul>{[...Object.values(desk), ...Object.values(member)].map((text, i) => <li key={i}>{text}</li>)}</ul>;
}

describe("the contract's messages on a form", () => {
  beforeAll(() => loadSiteMessages("fr"));

  it("are shown in the page's language by their English text (the messages arrive compiled); the server's own words as they are", async () => {
    const errors = { name: "Name is required", confirmPassword: "Passwords do not match", email: "This address is already registered." };
    await act(async () =>
      void render(
        <MemoryRouter initialEntries={["/fr/admin/users"]}>
          <LanguageProvider>
            <Suspense fallback={<p>Loading page...</p>}>
              <Errors errors={errors} />
            </Suspense>
          </LanguageProvider>
        </MemoryRouter>,
      )
    );
    const shown = (await screen.findAllByRole("listitem", {}, { timeout: 5000 })).map((item) => item.textContent);
    expect(shown).toEqual([
      "Le nom est obligatoire",
      "Les mots de passe ne correspondent pas",
      "This address is already registered.",
      "Le nom est obligatoire",
      "Passwords do not match",
      "This address is already registered.",
    ]);
  });
});

describe("formatDateTimeIn", () => {
  const instant = "2026-11-23T15:30:00Z";

  it("writes English in the site's form and another language in its own words, on the given clock", () => {
    expect(formatDateTimeIn("en", instant, "UTC")).toBe("23 Nov 2026, 15:30");
    expect(formatDateTimeIn("fr", instant, "UTC")).toBe(new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(instant)));
    expect(formatDateTimeIn("fr", instant, "Asia/Tokyo")).toContain("24 nov. 2026");
    expect(formatDateTimeIn("de", "soon")).toBe("soon");
  });
});
