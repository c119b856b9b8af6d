/**
 * Manage Users when a request fails: with no answer from the server the screen says so in the page's
 * language (the desk's catalogue), English word for word as before; a server's refusal (written in
 * the request's language) is shown as it came.
 */
import type { User } from "@contract/user.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSiteMessages } from "../../../i18n/site-messages.ts";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { UsersAdmin } from "./users-admin.tsx";

const PENDING = { id: "u2", name: "Layla Haddad", email: "layla@example.com", isAdmin: false, isApproved: false } as User;
const ADMIN = { id: "u1", name: "Omar Saleh", email: "omar@example.com", isAdmin: true, isApproved: true } as User;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The users' list answers; approving answers `approval` (a Response, or a thrown error: no answer at all). */
function serve(approval: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn((url: string, init?: RequestInit) => {
    if (String(url).endsWith("/approve") && init?.method === "PATCH") return approval();
    return Promise.resolve(json({ data: [ADMIN, PENDING] }));
  }));
}

/** The screen at `path`, approving the pending member; what it then announces. */
async function approveAt(path: string, button: string): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <LanguageProvider>
            <Suspense fallback={<p>Loading page...</p>}>
              <UsersAdmin currentUserId={ADMIN.id} onOwnRecordChanged={() => undefined} />
            </Suspense>
          </LanguageProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    )
  );
  fireEvent.click(await screen.findByRole("button", { name: button }, { timeout: 5000 }));
  return (await screen.findByRole("alert", {}, { timeout: 5000 })).textContent ?? "";
}

describe("Manage Users when a request fails", () => {
  beforeAll(() => Promise.all([loadSiteMessages("fr"), loadSiteMessages("ar")]));
  afterEach(() => vi.unstubAllGlobals());

  it("says a failure with no server answer in French", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await approveAt("/fr/admin/users", "Approuver Layla Haddad")).toBe("L’approbation de l’utilisateur a échoué.");
  });

  it("says it in Arabic under /ar/", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await approveAt("/ar/admin/users", "الموافقة على Layla Haddad")).toBe("تعذّرت الموافقة على المستخدم.");
  });

  it("keeps the English text word for word", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await approveAt("/admin/users", "Approve Layla Haddad")).toBe("Failed to approve user.");
  });

  it("shows the server's own refusal as it came", async () => {
    serve(() => Promise.resolve(json({ error: "Forbidden", message: "Accès réservé aux administrateurs." }, 403)));
    expect(await approveAt("/fr/admin/users", "Approuver Layla Haddad")).toBe("Accès réservé aux administrateurs.");
  });
});
