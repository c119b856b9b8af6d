/**
 * The inquiry form speaks the page's language: its labels, its button and its checks (the form's own
 * and the contract's, which the server applies too) on a French page and an Arabic one.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inquiryMessages } from "../../../i18n/areas/inquiry.ts";
import { loadSiteMessages } from "../../../i18n/site-messages.ts";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { Price } from "../../../components/price.tsx";
import { InquiryForm } from "./inquiry-form.tsx";

async function renderIn(path: string, ui: ReactNode) {
  const lang = path.startsWith("/ar") ? "ar" : "fr";
  // As the app does: the page's catalogue, and the form's texts with the form's code.
  await Promise.all([loadSiteMessages(lang), inquiryMessages.load(lang)]);
  await act(async () => void render(<MemoryRouter initialEntries={[path]}><LanguageProvider>{ui}</LanguageProvider></MemoryRouter>));
}

describe("InquiryForm in the page's language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the missing fields in French and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await renderIn("/fr/packages/p1", <InquiryForm type="package" item={{ id: "p1", name: "Desert Escape" }} />);
    expect(screen.getByLabelText("Nom complet", { exact: false })).toBeTruthy();
    expect(screen.getByText("Les champs marqués d'un * sont obligatoires.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Veuillez remplir tous les champs obligatoires (nom, e-mail, téléphone, nombre de personnes).",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("words the contract's checks in French (an email that is not one)", async () => {
    vi.stubGlobal("fetch", vi.fn());
    await renderIn("/fr/activities/a1", <InquiryForm type="activity" item={{ id: "a1", name: "Dune Dinner" }} />);
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    fill("Nom complet", "Layla");
    fill("Adresse e-mail", "layla-at-example");
    fill("Numéro de téléphone", "+971 50 123 4567");
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Veuillez saisir une adresse e-mail valide");
  });

  it("labels the VIP variant in Arabic", async () => {
    await renderIn("/ar/vip-services", <InquiryForm type="vip_service" item={{ name: "Private Jet Charter" }} />);
    expect(screen.getByLabelText("أسئلة أو طلبات", { exact: false })).toBeTruthy();
    expect(screen.getByRole("button", { name: "إرسال الاستفسار" })).toBeTruthy();
  });
});

describe("Price in the page's language", () => {
  it("writes US dollars and the words around them in French", async () => {
    await renderIn("/fr/activities/a1", <p data-testid="price"><Price usd={1250} /></p>);
    expect(screen.getByTestId("price").textContent).toBe("Env. 1\u202f250,00\u00a0$US");
  });

  it("says the price is on request in Arabic", async () => {
    await renderIn("/ar/activities/a1", <p data-testid="price"><Price usd={null} /></p>);
    expect(screen.getByTestId("price").textContent).toBe("السعر عند الطلب");
  });
});
