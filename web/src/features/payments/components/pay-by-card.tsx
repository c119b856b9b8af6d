/**
 * "Pay by card" (issue #32), put in the trip page's invoices panel (`TripInvoices`'s `payByCard`)
 * for an invoice still owed when card payments are offered: the server opens Stripe's Checkout page
 * for exactly what the invoice asks and the browser goes there. `CardReturn` says what came of it
 * when Stripe sends the traveller back (`?paid=` or `?unpaid=`), waiting for the webhook's record.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useMoneyT } from "../../../i18n/areas/money.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { cardReturnOf, openCheckout, startCardCheckout } from "../api/card-checkout.ts";
import { moneyKeys, useTravellerInvoices } from "../api/payments.ts";

type Shown = { kind: "idle" } | { kind: "opening" } | { kind: "failed"; message: string };

export function PayByCard({ token, invoice }: { token: string; invoice: { id: string } }) {
  const t = useMoneyT();
  const noteId = useId();
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  async function pay() {
    setShown({ kind: "opening" });
    try {
      const { url } = await startCardCheckout(token, invoice.id);
      openCheckout(url);
    } catch (error) {
      setShown({ kind: "failed", message: error instanceof ApiError && error.fromServer ? error.message : t("card.failed") });
    }
  }
  const opening = shown.kind === "opening";
  return (
    <div className="trip-invoices__card">
      <button
        type="button"
        className="btn btn--primary btn--sm"
        aria-describedby={noteId}
        aria-busy={opening}
        disabled={opening}
        onClick={() => void pay()}
      >
        {t("card.pay")}
      </button>
      <p id={noteId} className="muted">{opening ? t("card.opening") : t("card.note")}</p>
      {shown.kind === "failed" ? <p role="alert">{shown.message}</p> : null}
    </div>
  );
}

/** How often, and how many times, the page asks again while the webhook has not recorded the payment yet. */
const CONFIRM_EVERY_MS = 2_000;
const CONFIRM_TRIES = 15;

/**
 * The message of Stripe's return to the trip page; the address is then cleaned so a reload does not
 * repeat it. In the browser only, as the invoices panel (the server's page knows no invoices).
 */
export function CardReturn({ token }: { token: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Suspense fallback={null}><ReturnMessage token={token} /></Suspense> : null;
}

function ReturnMessage({ token }: { token: string }) {
  const t = useMoneyT();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [returned] = useState(() => cardReturnOf(location.search));
  const invoices = useTravellerInvoices(token);
  const invoice = returned ? invoices.data?.invoices.find((i) => i.id === returned.invoiceId) : undefined;
  const confirmed = invoice !== undefined && invoice.outstanding <= 0;

  useEffect(() => {
    if (returned) navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
    // Once, on arrival: the address's own query is what was read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (returned?.kind !== "paid" || confirmed) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > CONFIRM_TRIES) clearInterval(timer);
      else void client.invalidateQueries({ queryKey: moneyKeys.traveller(token) });
    }, CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [returned, confirmed, client, token]);

  if (!returned) return null;
  if (returned.kind === "unpaid") return <p role="status" className="card trip-invoices__return">{t("card.cancelled")}</p>;
  return (
    <p role="status" className="card trip-invoices__return">
      {confirmed ? t("card.thanks", { number: invoice.number }) : t("card.confirming")}
    </p>
  );
}
