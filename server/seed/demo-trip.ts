/**
 * The demo trip of a first start (with the demo catalogue): a second demo proposal, for Omar
 * Khalid, accepted (the Palace suite and the helicopter tour), so the trips board and the
 * traveller's trip page have something to show. It is under way: its first day was yesterday on
 * the agency's calendar, so the page opens on "Today". Its bookings are confirmed, with the
 * driver's and the camp's contacts, but for the helicopter tour, still pending (the board's
 * warning). It is billed as an acceptance bills (one invoice for the whole amount, departure being
 * near), and a bank transfer of 30 % of it is recorded, so the ledger and the trip page's invoices
 * show a payment and a balance. No email is written: the demo address is nobody's. Its link is
 * answered once, for the start's log.
 */
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import type { ProposalAcceptance, StoredProposal } from "../../contract/proposals/model.ts";
import { chosenTotal } from "../../contract/proposals/totals.ts";
import type { StoredTrip, TripItem } from "../../contract/trips/model.ts";
import { KEYS } from "../kv/keys.ts";
import { acceptSourceInquiry, linkedProposal } from "../kv/proposal-answers.ts";
import { mintTripLink } from "../kv/trip-links.ts";
import { addTripWrites, tripFromAcceptance } from "../kv/trips.ts";
import { addAcceptanceMoney, type MoneyRules, recordPayment } from "../kv/money.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import { tripLink } from "../mail/trip-mail.ts";
import { moveProposalRow } from "../kv/report-rows.ts";
import { seedDemoProposal } from "./demo-proposal.ts";

const TRAVELLER = { name: "Omar Khalid", email: "omar.khalid@example.com", phone: "+971 50 765 4321", language: "en" as const };

/** What staff would have added after the acceptance: confirmations, contacts, addresses. */
function booked(item: TripItem): TripItem {
  if (item.title.startsWith("Helicopter")) return item;
  const more: Partial<TripItem> = { bookingStatus: "confirmed", confirmation: `AV-${item.id.slice(-6).toUpperCase()}` };
  if (item.kind === "transfer") {
    more.contacts = [{ role: "driver", name: "Rashid", phone: "+971 50 555 0101" }];
    more.address = "Dubai International Airport, Terminal 3";
  }
  if (item.kind === "dining") more.contacts = [{ role: "hotel", name: "Camp host", phone: "+971 4 555 0199" }];
  if (item.kind === "hotel") more.address = "Palace Downtown, Sheikh Mohammed bin Rashid Blvd, Dubai";
  return { ...item, ...more };
}

/**
 * Stores the demo trip's inquiry, its proposal (sent, then accepted) and the trip with a
 * traveller link in one commit; answers the trip's id and link, or null without the demo package.
 */
export async function seedDemoTrip(kv: Deno.Kv, timeZone: string, rules: MoneyRules): Promise<{ tripId: string; token: string; link: (baseUrl: string) => string } | null> {
  const startDate = addDays(agencyDay(timeZone), -1);
  const demo = await seedDemoProposal(kv, timeZone, { traveller: TRAVELLER, startDate });
  if (!demo) return null;
  const { entry, proposal, sent } = await linkedProposal(kv, demo.proposalId);
  const option = sent.content.options[0];
  const addOnIds = sent.content.addOns.map((a) => a.id);
  const now = new Date().toISOString();
  const acceptance: ProposalAcceptance = {
    version: sent.version,
    versionHash: sent.hash,
    optionId: option.id,
    addOnIds,
    fullName: TRAVELLER.name,
    total: chosenTotal(sent.content, option.id, addOnIds) ?? 0,
    at: now,
    clientAddress: "127.0.0.1",
    userAgent: "seed",
  };
  const accepted: StoredProposal = { ...proposal, status: "Accepted", acceptance, updatedAt: now };
  const made = tripFromAcceptance(accepted, sent, acceptance, { timeZone, now });
  const trip: StoredTrip = { ...made, stay: made.stay.map(booked), days: made.days.map((day) => ({ ...day, items: day.items.map(booked) })) };
  const link = mintTripLink();
  const op = kv.atomic().check(entry).set(KEYS.proposal(proposal.id), accepted);
  await moveProposalRow(kv, op, proposal, accepted);
  if (proposal.source?.kind === "inquiry") {
    const inquiry = await kv.get<Inquiry>(KEYS.inquiry(proposal.source.id));
    const value = { amount: acceptance.total, currency: sent.content.currency, of: "trip" as const };
    if (inquiry.value) acceptSourceInquiry(op, inquiry as Deno.KvEntry<Inquiry>, trip, value);
  }
  await addTripWrites(kv, op, trip, link.hash);
  const { invoices } = await addAcceptanceMoney(kv, op, trip, rules);
  if (!(await op.commit()).ok) return null;
  const first = invoices[0];
  if (first) {
    await recordPayment(kv, {
      invoiceId: first.id,
      amount: roundMoney(first.total * 0.3, first.currency),
      currency: first.currency,
      receivedOn: agencyDay(timeZone),
      reference: `Transfer from ${TRAVELLER.name}`,
      method: "bank",
      recordedBy: "seed",
    }, { timeZone });
  }
  return { tripId: trip.id, token: link.token, link: (baseUrl) => tripLink(baseUrl, "en", link.token) };
}
