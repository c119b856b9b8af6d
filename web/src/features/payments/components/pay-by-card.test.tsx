/**
 * "Pay by card": the server is asked for the Checkout page of the invoice (never an amount from the
 * page) and the browser goes there; a refusal is said in the page's language, and the button
 * speaks it too.
 */
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { loadSiteMessages } from "../../../i18n/site-messages.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { PayByCard } from "./pay-by-card.tsx";

const stripe = vi.hoisted(() => ({
  start: vi.fn<(token: string, invoiceId: string) => Promise<{ url: string }>>(),
  open: vi.fn<(url: string) => void>(),
}));
vi.mock("../api/card-checkout.ts", async (actual) => ({
  ...(await actual<typeof import("../api/card-checkout.ts")>()),
  startCardCheckout: stripe.start,
  openCheckout: stripe.open,
}));

async function show(path: string) {
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Suspense fallback={null}>
            <PayByCard token="tok" invoice={{ id: "inv1" }} />
          </Suspense>
        </LanguageProvider>
      </MemoryRouter>,
    )
  );
}

describe("PayByCard", () => {
  beforeAll(() => Promise.all([loadSiteMessages("en"), loadSiteMessages("fr"), loadSiteMessages("ar")]));
  beforeEach(() => {
    stripe.start.mockReset();
    stripe.open.mockReset();
  });

  it("asks the server for the invoice's Checkout page and goes there", async () => {
    stripe.start.mockResolvedValue({ url: "https://checkout.stripe.test/c/pay/cs_1" });
    await show("/trips/tok");
    const button = await screen.findByRole("button", { name: "Pay by card" });
    expect(screen.getByText("You pay on Stripe's secure page; your card details never reach us.")).toBeTruthy();
    await act(async () => button.click());
    expect(stripe.start).toHaveBeenCalledWith("tok", "inv1");
    expect(stripe.open).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1");
  });

  it("says the server's refusal, in French on a French page", async () => {
    stripe.start.mockRejectedValue(new ApiError("Il ne reste rien à payer sur cette facture.", 409, "conflict", true));
    await show("/fr/trips/tok");
    const button = await screen.findByRole("button", { name: "Payer par carte" });
    await act(async () => button.click());
    expect((await screen.findByRole("alert")).textContent).toBe("Il ne reste rien à payer sur cette facture.");
    expect(stripe.open).not.toHaveBeenCalled();
  });

  it("speaks Arabic on an Arabic page", async () => {
    await show("/ar/trips/tok");
    expect(await screen.findByRole("button", { name: "ادفع بالبطاقة" })).toBeTruthy();
  });

  it("says the card payment could not start when no answer came", async () => {
    stripe.start.mockRejectedValue(new ApiError("Request failed", 0, "network"));
    await show("/trips/tok");
    await act(async () => (await screen.findByRole("button", { name: "Pay by card" })).click());
    expect((await screen.findByRole("alert")).textContent).toBe("The card payment could not be started. Please try again.");
  });
});
