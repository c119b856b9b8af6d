import assert from "node:assert/strict";
const assertEquals = (actual: unknown, expected: unknown) => assert.deepEqual(actual, expected);
import { chosenTotal, proposalTotals, roundMoney } from "../../contract/proposals/totals.ts";
import { isExpired, nextProposalStatus, shownProposalStatus } from "../../contract/proposals/state.ts";
import { proposalInput, type ProposalContent } from "../../contract/proposals/model.ts";

const content = (currency: ProposalContent["currency"]): ProposalContent =>
  proposalInput.parse({
    title: "Dubai in style",
    traveller: { name: "Layla Haddad", email: "layla@example.com", language: "ar" },
    partySize: 2,
    currency,
    validUntil: "2027-01-10",
    days: [
      { id: "d1", items: [{ id: "a", kind: "activity", refId: "x", title: "Desert safari", unitPrice: 450.555, unitCost: 300, quantity: 2 }] },
      { id: "d2", items: [{ id: "n", kind: "note", title: "Free day", unitPrice: 0, quantity: 0 }] },
    ],
    options: [
      { id: "o1", name: "Palace", items: [{ id: "h1", kind: "hotel", title: "Palace", unitPrice: 1000, unitCost: 800, quantity: 3 }] },
      { id: "o2", name: "Beach", items: [{ id: "h2", kind: "hotel", title: "Beach", unitPrice: 1500.1, unitCost: 1100, quantity: 3 }] },
    ],
    addOns: [{ id: "spa", title: "Spa", unitPrice: 250, unitCost: 100, quantity: 2 }],
  });

Deno.test("each option's total is the days' items plus its own, rounded to the currency's minor unit", () => {
  assertEquals(proposalTotals(content("USD")), [
    { optionId: "o1", price: 3901.11, cost: 3000, margin: 901.11 },
    { optionId: "o2", price: 5401.41, cost: 3900, margin: 1501.41 },
  ]);
  assertEquals(proposalTotals(content("JPY"))[0], { optionId: "o1", price: 3901, cost: 3000, margin: 901 });
  assertEquals(roundMoney(0.125, "EUR"), 0.13);
});

Deno.test("a chosen option with add-ons counts each add-on once; unknown ones are refused", () => {
  assertEquals(chosenTotal(content("USD"), "o2", ["spa"]), 5901.41);
  assertEquals(chosenTotal(content("USD"), "o2", ["spa", "spa"]), 5901.41);
  assertEquals(chosenTotal(content("USD"), "o3", []), undefined);
  assertEquals(chosenTotal(content("USD"), "o1", ["massage"]), undefined);
});

Deno.test("the status moves only along the proposal's lifecycle", () => {
  assertEquals(nextProposalStatus("Draft", "send"), "Sent");
  assertEquals(nextProposalStatus("Draft", "accept"), undefined);
  assertEquals(nextProposalStatus("Sent", "view"), "Viewed");
  assertEquals(nextProposalStatus("Viewed", "view"), "Viewed");
  assertEquals(nextProposalStatus("Viewed", "request-changes"), "Changes requested");
  assertEquals(nextProposalStatus("Changes requested", "send"), "Sent");
  assertEquals(nextProposalStatus("Viewed", "accept"), "Accepted");
  assertEquals(nextProposalStatus("Accepted", "accept"), undefined);
  assertEquals(nextProposalStatus("Accepted", "edit"), undefined);
  assertEquals(nextProposalStatus("Declined", "send"), undefined);
  assertEquals(nextProposalStatus("Sent", "withdraw"), "Withdrawn");
});

Deno.test("a sent proposal past its last day shows as Expired; a decided one never does", () => {
  assertEquals(isExpired("Sent", "2027-01-10", "2027-01-10"), false);
  assertEquals(isExpired("Viewed", "2027-01-10", "2027-01-11"), true);
  assertEquals(shownProposalStatus("Accepted", "2027-01-10", "2027-02-01"), "Accepted");
  assertEquals(shownProposalStatus("Draft", "2027-01-10", "2027-02-01"), "Draft");
});
