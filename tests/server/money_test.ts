/**
 * Money (issue #32) through the API: the schedule and invoices an acceptance makes in its own
 * commit (50 acceptances at once: 50 invoices numbered without a gap or a repeat), the invoice's
 * lines and VAT, the PDFs read back (totals, VAT, number, Arabic in order), bank payments with
 * receipts, refunds, credit notes, card payments recorded once per Stripe event, the reminders at
 * their days (the clock moved), the ledger and its CSV, and the traveller's invoices by link.
 */
import assert from "node:assert/strict";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import type { Invoice, StoredInvoice, TravellerInvoices, TripLedger } from "../../contract/money/model.ts";
import { invoiceFigures, tripLines } from "../../contract/money/schedule.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { getSchedule } from "../../server/kv/money.ts";
import { tripIdOfProposal } from "../../server/kv/trips.ts";
import { MONEY_DOC_TEXTS } from "../../server/locales.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { recordCardPayment, runPaymentReminders } from "../../server/services/money.ts";
import { type TestApp, withAdminApp } from "../helpers/app.ts";
import { plantBilledTrip } from "../helpers/money.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { plantTrip } from "../helpers/trips.ts";

const today = (t: TestApp) => agencyDay(t.config.AGENCY_TIMEZONE);
const year = (t: TestApp) => today(t).slice(0, 4);
const accept = { optionId: "o2", addOnIds: ["spa"], fullName: "Layla Haddad", acceptTerms: true };

async function allInvoices(kv: Deno.Kv): Promise<StoredInvoice[]> {
  const out: StoredInvoice[] = [];
  for await (const entry of kv.list<StoredInvoice>({ prefix: ["invoices"] })) out.push(entry.value);
  return out;
}

const ledger = async (t: TestApp, admin: string, tripId: string): Promise<TripLedger> => {
  const res = await t.call("GET", `/api/trips/${tripId}/invoices`, { token: admin });
  assert.equal(res.status, 200, res.text);
  return res.json.data;
};

Deno.test("50 acceptances at once make 50 invoices numbered without a gap or a repeat, each in its acceptance's commit", async () => {
  await withAdminApp(async (t) => {
    // Departure within the balance's 45 days: one invoice of the whole amount per trip.
    const start = addDays(today(t), 20);
    const content = proposalContent({ startDate: start });
    const dated = { ...content, days: content.days.map((day, i) => ({ ...day, date: addDays(start, i) })) };
    const planted = await Promise.all(Array.from({ length: 50 }, () => plantProposal(t.kv, { content: dated })));
    const answers = await Promise.all(planted.map(({ token }, i) =>
      t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept, headers: { "x-forwarded-for": `10.0.${i}.1` } })
    ));
    assert.deepEqual(answers.map((a) => a.status), answers.map(() => 200), answers.find((a) => a.status !== 200)?.text ?? "");
    const invoices = await allInvoices(t.kv);
    assert.equal(invoices.length, 50);
    const numbers = invoices.map((i) => i.number).sort();
    assert.deepEqual(numbers, Array.from({ length: 50 }, (_, i) => `INV-${year(t)}-${String(i + 1).padStart(4, "0")}`));
    assert.equal((await t.kv.get(KEYS.moneyNumber("INV", Number(year(t))))).value, 50);
    for (const { id } of planted) {
      const tripId = (await tripIdOfProposal(t.kv, id))!;
      const schedule = (await getSchedule(t.kv, tripId))!;
      assert.deepEqual(schedule.dues.map((d) => [d.kind, d.amount, d.dueOn]), [["full", 4550, today(t)]]);
      assert.equal(invoices.filter((i) => i.tripId === tripId).length, 1);
    }
  }, { env: { TRUST_PROXY: "1" } });
});

Deno.test("an acceptance far from departure asks a 30 % deposit now and the balance 45 days before; VAT only on the service fee", async () => {
  await withAdminApp(async (t, admin) => {
    const { id, token } = await plantProposal(t.kv);
    const res = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept });
    assert.equal(res.status, 200, res.text);
    const tripId = (await tripIdOfProposal(t.kv, id))!;
    const book = await ledger(t, admin, tripId);
    // Option o2 (1,050 of days + 3,000 of hotel) and the spa (500): 4,550, of which suppliers cost 3,090.
    assert.deepEqual(book.schedule!.dues.map((d) => [d.kind, d.amount, d.dueOn]), [["deposit", 1365, today(t)], ["balance", 3185, "2027-01-15"]]);
    const [deposit, balance] = book.invoices;
    assert.equal(deposit.total + balance.total, 4550);
    // The service fee is the deposit's share of the margin (1,460 of 4,550), VAT included in it.
    const fee = deposit.lines.find((l) => l.kind === "service-fee")!;
    assert.equal(fee.taxable, true);
    assert.equal(fee.amount, 417.14);
    assert.equal(deposit.vat, 20.86);
    assert.equal(deposit.vatRate, 5);
    assert.ok(deposit.lines.filter((l) => l.kind === "item").every((l) => !l.taxable));
    assert.equal(deposit.subtotal, 1344.14);
    assert.equal(deposit.status, "open");
    assert.equal(deposit.agency.taxNumber, t.config.AGENCY_TAX_NUMBER);
    assert.equal(book.totals.balance, 4550);
    // The traveller's email of the deposit, with its PDF under a private trip link.
    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).find((m) => m.subject === `Invoice ${deposit.number} for Dubai in style`);
    assert.ok(mail, "the deposit invoice is emailed");
    const pdfLink = mail.text.match(/\/api\/trip-links\/[^/\s]+\/invoices\/[^/\s]+\/pdf/)![0];
    const pdf = await fetchOk(t, pdfLink);
    assert.ok((await readPdf(pdf)).text.includes(deposit.number));
  });
});

Deno.test("the lines and VAT add up to the amount asked for any amount, none taxable but the fee", () => {
  const lines = tripLines({ currency: "EUR", days: [{ items: [{ title: "A", unitPrice: 333.33, unitCost: 200, quantity: 3 }] }], stay: [{ title: "B", unitPrice: 10, unitCost: 7.77, quantity: 1 }] });
  for (const amount of [0.01, 1, 99.99, 303.33, 1009.99]) {
    const f = invoiceFigures(amount, lines, "EUR", 5, "fee");
    assert.equal(Math.round(f.total * 100), Math.round(amount * 100), `${amount}`);
    assert.equal(Math.round((f.subtotal + f.vat) * 100), Math.round(f.total * 100));
    const taxable = f.lines.filter((l) => l.taxable).reduce((a, l) => a + l.amount, 0);
    assert.ok(Math.abs(f.vat - taxable * 0.05) <= 0.011, `${amount}: VAT ${f.vat} of ${taxable}`);
  }
});

async function fetchOk(t: TestApp, address: string, token?: string): Promise<Uint8Array> {
  const path = address.replace(/^https?:\/\/[^/]+/, "");
  const res = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  assert.equal(res.status, 200, path);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

Deno.test("the invoice PDF shows the number, the lines, the VAT and the totals in order; an Arabic one in Arabic, right to left", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, invoices: [deposit] } = await plantBilledTrip(t);
    const en = await readPdf(await fetchOk(t, `/api/invoices/${deposit.id}/pdf`, admin));
    const text = en.text;
    const order = [t.config.AGENCY_LEGAL_NAME, `Tax registration number (TRN): ${t.config.AGENCY_TAX_NUMBER}`, `Invoice ${deposit.number}`, "Layla Haddad", "Airport transfer", "Agency service fee", "Subtotal", "VAT 5 %", "Total", t.config.BANK_IBAN];
    let at = -1;
    for (const shown of order) {
      const found = text.indexOf(shown, at + 1);
      assert.ok(found > at, `"${shown}" after the previous in: ${text}`);
      at = found;
    }
    const money = (n: number) => new Intl.NumberFormat("en-u-nu-latn", { style: "currency", currency: "USD", currencyDisplay: "code" }).format(n).replace(/\s/gu, " ");
    for (const amount of [deposit.subtotal, deposit.vat, deposit.total]) assert.ok(text.includes(money(amount)), `${money(amount)} in the PDF`);

    const arabic = await plantBilledTrip(t, { traveller: { ...trip.traveller, language: "ar" }, title: "دبي بأناقة" });
    const ar = await readPdf(await fetchOk(t, `/api/trip-links/${arabic.token}/invoices/${arabic.invoices[0].id}/pdf`), "rtl");
    const words = MONEY_DOC_TEXTS.ar;
    assert.ok(ar.text.includes(arabic.invoices[0].number));
    let after = -1;
    for (const shown of [`${words["doc.invoice"]} ${arabic.invoices[0].number}`, "دبي بأناقة", words["doc.serviceFee"], words["doc.subtotal"], words["doc.total"], words["bank.title"]]) {
      const found = ar.text.indexOf(shown, after + 1);
      assert.ok(found > after, `"${shown}" in order in: ${ar.text}`);
      after = found;
    }
  });
});

Deno.test("a bank payment gets a receipt, pays the invoice, and cannot overpay; refunds reopen it; credit notes reverse unpaid invoices", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token, invoices: [deposit, balance] } = await plantBilledTrip(t);
    const pay = (body: Record<string, unknown>) =>
      t.call("POST", `/api/trips/${trip.id}/payments`, {
        token: admin,
        body: { invoiceId: deposit.id, amount: 100, currency: "USD", receivedOn: today(t), reference: "FT-1", method: "bank", ...body },
      });
    assert.equal((await pay({ currency: "EUR" })).status, 400);
    assert.equal((await pay({ amount: deposit.total + 0.01 })).status, 409);
    assert.equal((await pay({ method: "card" })).status, 400, "staff record bank payments only");
    const first = await pay({ amount: 65 });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.json.data.receiptNumber, `RCT-${year(t)}-0001`);
    const second = await pay({ amount: deposit.total - 65, reference: "FT-2" });
    assert.equal(second.status, 201, second.text);
    assert.equal(second.json.data.receiptNumber, `RCT-${year(t)}-0002`);
    let book = await ledger(t, admin, trip.id);
    assert.equal(book.invoices[0].status, "paid");
    assert.equal(book.totals.received, deposit.total);
    assert.equal(book.totals.balance, balance.total);
    assert.equal((await pay({ amount: 0.01 })).status, 409, "a paid invoice asks nothing more");

    await t.deps.outbox.settled();
    const receipt = (await readOutbox(t.kv)).find((m) => m.subject === `Receipt RCT-${year(t)}-0002: payment received`);
    assert.ok(receipt, "the receipt is emailed");
    const receiptPdf = await readPdf(await fetchOk(t, receipt.text.match(/\/api\/trip-links\/\S+\/receipts\/\S+\/pdf/)![0]));
    assert.ok(receiptPdf.text.includes(`RCT-${year(t)}-0002`) && receiptPdf.text.includes("FT-2"));

    // A paid invoice is not reversed; a refund reopens it.
    const credit = (id: string) => t.call("POST", `/api/invoices/${id}/credit-note`, { token: admin, body: { reason: "Dates changed" } });
    assert.equal((await credit(deposit.id)).status, 409);
    const refund = await t.call("POST", `/api/payments/${first.json.data.id}/refunds`, { token: admin, body: { amount: 65, refundedOn: today(t), reason: "Goodwill" } });
    assert.equal(refund.status, 201, refund.text);
    assert.equal(refund.json.data.refunded, 65);
    assert.equal((await t.call("POST", `/api/payments/${first.json.data.id}/refunds`, { token: admin, body: { amount: 1, refundedOn: today(t) } })).status, 409);
    book = await ledger(t, admin, trip.id);
    assert.equal(book.invoices[0].status, "partly-paid");
    assert.equal(book.invoices[0].outstanding, 65);

    const note = await credit(balance.id);
    assert.equal(note.status, 201, note.text);
    assert.equal(note.json.data.number, `CN-${year(t)}-0001`);
    assert.equal(note.json.data.total, -balance.total);
    assert.equal((await credit(balance.id)).status, 409, "credited once");
    const cnPdf = await readPdf(await fetchOk(t, `/api/credit-notes/${note.json.data.id}/pdf`, admin));
    assert.ok(cnPdf.text.includes(`CN-${year(t)}-0001`) && cnPdf.text.includes(balance.number));
    const issued = (await t.kv.get<StoredInvoice>(KEYS.invoice(balance.id))).value!;
    assert.equal(issued.total, balance.total, "an issued invoice keeps what it printed");

    // Staff adjust the schedule: the credited balance is asked again, later and smaller, with the next number.
    const reissue = (body: Record<string, unknown>) => t.call("POST", `/api/trips/${trip.id}/invoices`, { token: admin, body });
    assert.equal((await reissue({ dueId: "deposit-1", amount: 10, dueOn: "2027-02-01" })).status, 409, "the deposit's invoice stands");
    assert.equal((await reissue({ dueId: "balance-2", amount: balance.total + 0.01, dueOn: "2027-02-01" })).status, 400, "never more than the trip's total");
    const again = await reissue({ dueId: "balance-2", amount: balance.total - 100, dueOn: "2027-02-01" });
    assert.equal(again.status, 201, again.text);
    const lastNumber = Math.max(...(await allInvoices(t.kv)).filter((i) => i.id !== again.json.data.id).map((i) => Number(i.number.slice(-4))));
    assert.equal(again.json.data.number, `INV-${year(t)}-${String(lastNumber + 1).padStart(4, "0")}`);
    assert.equal(again.json.data.total, balance.total - 100);
    const schedule = (await getSchedule(t.kv, trip.id))!;
    assert.deepEqual(schedule.dues.map((d) => [d.id, d.amount, d.dueOn, d.invoiceId]), [
      ["deposit-1", deposit.total, deposit.dueOn, deposit.id], ["balance-2", balance.total - 100, "2027-02-01", again.json.data.id],
    ]);
    // Then the traveller's view shows three invoices; the credited one stays listed.
    await t.call("POST", `/api/invoices/${again.json.data.id}/credit-note`, { token: admin, body: {} });

    // The traveller's view by link: invoices with statuses, receipts, the bank details; a co-traveller sees none.
    const mine = await t.call("GET", `/api/trip-links/${token}/invoices`);
    assert.equal(mine.status, 200, mine.text);
    const shown: TravellerInvoices = mine.json.data;
    assert.deepEqual(shown.invoices.map((i) => i.status), ["partly-paid", "credited", "credited"]);
    assert.equal(shown.invoices[1].creditNoteNumber, `CN-${year(t)}-0001`);
    assert.equal(shown.invoices[2].creditNoteNumber, `CN-${year(t)}-0002`);
    assert.equal(shown.receipts.length, 2);
    assert.equal(shown.bank.iban, t.config.BANK_IBAN);
    assert.equal(shown.card, false);
    assert.ok(!mine.text.includes("unitCost") && !mine.text.includes("recordedBy"));
    const shared = await plantTrip(t.kv, {}, { access: "co-traveller" });
    assert.equal((await t.call("GET", `/api/trip-links/${shared.token}/invoices`)).status, 404);
    assert.equal((await t.call("GET", `/api/trip-links/${token}/invoices/${(await plantBilledTrip(t)).invoices[0].id}/pdf`)).status, 404, "another trip's invoice");

    // Audited: the payments, the refund, the credit note.
    const audit = await t.call("GET", "/api/audit?entity=payment", { token: admin });
    assert.deepEqual(audit.json.data.entries.map((e: { action: string }) => e.action).sort(), ["create", "create", "refund"]);
    const invoiceAudit = await t.call("GET", "/api/audit?entity=invoice", { token: admin });
    assert.deepEqual(invoiceAudit.json.data.entries.map((e: { action: string }) => e.action).sort(), ["create", "credit", "credit"]);
  });
});

Deno.test("a card payment is recorded once per Stripe event, in the invoice's currency and never more than it asks", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, invoices: [deposit] } = await plantBilledTrip(t);
    const input = { invoiceId: deposit.id, amount: deposit.total, currency: "usd", eventId: "evt_1", reference: "pi_1" };
    await assert.rejects(recordCardPayment(t.deps, { ...input, eventId: "evt_0", amount: deposit.total + 1 }));
    await assert.rejects(recordCardPayment(t.deps, { ...input, eventId: "evt_0", currency: "eur" }));
    const first = await recordCardPayment(t.deps, input);
    const again = await recordCardPayment(t.deps, input);
    assert.equal(first.duplicate, false);
    assert.equal(again.duplicate, true);
    assert.equal(again.payment.id, first.payment.id);
    const book = await ledger(t, admin, trip.id);
    assert.equal(book.payments.length, 1);
    assert.equal(book.payments[0].method, "card");
    assert.equal(book.invoices[0].status, "paid");
    await t.deps.outbox.settled();
    assert.equal((await readOutbox(t.kv)).filter((m) => m.subject.startsWith("Receipt ")).length, 1, "one receipt");
  });
});

Deno.test("reminders go 7 days and 1 day before the due date and once overdue, each once, in the traveller's language", async () => {
  await withAdminApp(async (t) => {
    const { invoices: [deposit, balance] } = await plantBilledTrip(t, { traveller: { name: "Jean Dupont", email: "jean@example.com", language: "fr" } });
    assert.equal(balance.dueOn, "2027-01-15");
    const payAll = (invoice: StoredInvoice, eventId: string) =>
      recordCardPayment(t.deps, { invoiceId: invoice.id, amount: invoice.total, currency: invoice.currency, eventId, reference: eventId });
    await payAll(deposit, "evt_d");
    const at = (day: string) => new Date(`${day}T08:00:00Z`);
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-07")), 0, "nothing 8 days before");
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-08")), 1);
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-08")), 0, "once");
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-12")), 0);
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-14")), 1);
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-15")), 0, "nothing on the due date itself");
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-16")), 1);
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-20")), 0);
    await t.deps.outbox.settled();
    const subjects = (await readOutbox(t.kv)).filter((m) => m.to === "jean@example.com").map((m) => m.subject);
    assert.ok(subjects.includes(`Rappel : la facture ${balance.number} est à régler dans 7 jours`), subjects.join("\n"));
    assert.ok(subjects.includes(`Rappel : la facture ${balance.number} est à régler demain`));
    assert.ok(subjects.includes(`La facture ${balance.number} est en retard`));
    const paid = await plantBilledTrip(t);
    await payAll(paid.invoices[0], "evt_p0");
    await payAll(paid.invoices[1], "evt_p1");
    assert.equal(await runPaymentReminders(t.deps, at("2027-01-08")), 0, "paid invoices have no reminder");
    // An unpaid deposit due at acceptance gets no "before" reminder, only the overdue one.
    const unpaid = await plantBilledTrip(t);
    assert.equal(await runPaymentReminders(t.deps, new Date(`${today(t)}T12:00:00Z`)), 0);
    assert.equal(await runPaymentReminders(t.deps, at(addDays(unpaid.invoices[0].dueOn, 1))), 1);
  });
});

Deno.test("the ledger lists the period's money, the outstanding invoices and the months, and exports a safe CSV", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, invoices: [deposit, balance] } = await plantBilledTrip(t, { title: "=HYPERLINK(\"x\")" });
    await t.call("POST", `/api/trips/${trip.id}/payments`, {
      token: admin,
      body: { invoiceId: deposit.id, amount: deposit.total, currency: "USD", receivedOn: today(t), reference: "FT-9", method: "bank" },
    });
    const res = await t.call("GET", "/api/payments", { token: admin });
    assert.equal(res.status, 200, res.text);
    const report = res.json.data;
    assert.deepEqual(report.rows.map((r: { kind: string }) => r.kind).sort(), ["invoice", "invoice", "payment"]);
    assert.deepEqual(report.outstanding.map((o: Invoice) => o.number), [balance.number]);
    const month = report.months.find((m: { currency: string }) => m.currency === "USD");
    assert.equal(month.revenue, 3550);
    assert.equal(month.cost, 90 + 600 + 1600 + 200);
    assert.equal(month.margin, 3550 - 2490);
    assert.equal(month.received, deposit.total);
    const csv = await t.call("GET", `/api/payments?format=csv&from=${today(t)}&to=${today(t)}`, { token: admin });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    const lines = csv.text.trim().split("\r\n");
    assert.equal(lines[0], "date,kind,number,trip,traveller,currency,amount,vat,method,reference");
    assert.equal(lines.length, 4);
    assert.ok(lines.every((line) => !line.includes(",=HYPERLINK")), "formulas are neutralised");
    assert.ok(lines.some((line) => line.includes(`${deposit.number}`) && line.includes(deposit.total.toFixed(2))));
    // Staff only.
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/payments", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", `/api/trips/${trip.id}/invoices`)).status, 401);
  });
});
