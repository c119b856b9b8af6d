/**
 * The demo proposal of a first start (with the demo catalogue): Layla Haddad's inquiry about the
 * Desert Royalty Escape, and the three-day proposal sent for it (version 1, two options and an
 * add-on), so the proposals list and the traveller's page have something to show. No email is
 * written: the demo address is nobody's. Its private link is answered once, for the start's log.
 */
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import type { ProposalItem } from "../../contract/proposals/model.ts";
import { listActivities } from "../kv/activities.ts";
import { newId } from "../kv/ids.ts";
import { KEYS } from "../kv/keys.ts";
import { listPackages } from "../kv/packages.ts";
import { proposalLink } from "../mail/proposal-sent-mail.ts";
import { mintProposalLink } from "../kv/proposal-links.ts";
import { createProposal, sendProposal } from "../kv/proposals.ts";
import { catalogueItem } from "../services/proposal-prices.ts";
import { PROPOSAL_DEFAULTS } from "../services/proposal-terms.ts";

export const DEMO_PACKAGE_NAME = "Desert Royalty Escape";
const TRAVELLER = { name: "Layla Haddad", email: "layla.haddad@example.com", phone: "+971 50 123 4567", language: "en" as const };

const custom = (kind: ProposalItem["kind"], title: string, unitPrice: number, unitCost: number, quantity: number, more: Partial<ProposalItem> = {}): ProposalItem => ({
  id: newId(),
  kind,
  title,
  unitPrice,
  unitCost,
  quantity,
  ...more,
});

/**
 * Stores the demo inquiry and its sent proposal; answers the proposal's id and the token of its
 * link, or null when the demo package is not in the catalogue.
 */
export async function seedDemoProposal(
  kv: Deno.Kv,
  timeZone: string,
  /** Another traveller and first day (the demo trip's proposal); Layla Haddad in 45 days by default. */
  options: { traveller?: typeof TRAVELLER; startDate?: string } = {},
): Promise<{ proposalId: string; token: string; link: (baseUrl: string) => string } | null> {
  const pkg = (await listPackages(kv)).find((p) => p.name === DEMO_PACKAGE_NAME);
  if (!pkg) return null;
  const activities = (await listActivities(kv)).filter((a) => a.packageId === pkg.id);
  const today = agencyDay(timeZone);
  const startDate = options.startDate ?? addDays(today, 45);
  const traveller = options.traveller ?? TRAVELLER;

  const inquiry: Inquiry = {
    id: newId(),
    type: "package",
    itemId: pkg.id,
    itemName: pkg.name,
    userName: traveller.name,
    userEmail: traveller.email,
    userPhone: traveller.phone,
    numPeople: "2",
    preferredDates: `${startDate} to ${addDays(startDate, 2)}`,
    specialRequests: "Our anniversary: a quiet dinner in the desert, please.",
    status: "New",
    submissionDate: new Date().toISOString(),
    mail: { confirmation: "skipped", staff: "skipped" },
    language: "en",
  };
  await kv.atomic().check({ key: KEYS.inquiry(inquiry.id), versionstamp: null })
    .set(KEYS.inquiry(inquiry.id), inquiry)
    .set(KEYS.inquiryByEmail(inquiry.userEmail, inquiry.id), true)
    .commit();

  const pricing = { currency: "USD" as const, language: "en" as const, partySize: 2 };
  const packageItem = await catalogueItem(kv, { kind: "package", refId: pkg.id }, pricing, { time: "10:00" });
  const activityItems = await Promise.all(activities.slice(0, 2).map((a, i) => catalogueItem(kv, { kind: "activity", refId: a.id }, pricing, { time: i === 0 ? "06:00" : "05:30" })));
  const [falconry, balloon] = activityItems;
  const proposal = await createProposal(kv, {
    title: "Desert Royalty Escape: your anniversary",
    traveller,
    partySize: 2,
    startDate,
    currency: "USD",
    validUntil: addDays(today, 7),
    introduction: "Three days in the desert and the city, planned around your anniversary dinner under the stars.",
    included: "Private transfers, breakfast daily, a personal butler at the camp.",
    days: [
      {
        id: newId(),
        title: "Arrival and the desert",
        items: [
          custom("transfer", "Private transfer from DXB", 450, 300, 1, { time: "09:00", supplier: "Arabian Chauffeurs" }),
          ...(packageItem ? [packageItem] : []),
          custom("dining", "Anniversary dinner under the stars", 600, 380, 2, { time: "19:30", place: "Private dune camp" }),
        ],
      },
      { id: newId(), title: "Falcons and free time", items: falconry ? [falconry] : [] },
      {
        id: newId(),
        title: "Sunrise and departure",
        items: [...(balloon ? [balloon] : []), custom("transfer", "Private transfer to DXB", 450, 300, 1, { time: "14:00" })],
      },
    ],
    options: [
      { id: newId(), name: "Palace suite", items: [custom("hotel", "Palace suite, 2 nights", 2400, 1800, 2)] },
      { id: newId(), name: "Royal villa with pool", items: [custom("hotel", "Royal villa with private pool, 2 nights", 4100, 3200, 2)] },
    ],
    addOns: [{ id: newId(), title: "Helicopter tour over the Palm", unitPrice: 1800, unitCost: 1400, quantity: 1 }],
    requestText: `Dates: ${inquiry.preferredDates}\n\n${inquiry.specialRequests}`,
    source: { kind: "inquiry", id: inquiry.id },
    createdBy: "seed",
  });
  const link = mintProposalLink();
  await sendProposal(kv, proposal.id, {
    sentBy: "seed",
    consultantName: "Aurum",
    terms: PROPOSAL_DEFAULTS.en.terms,
    linkHash: link.hash,
  });
  return { proposalId: proposal.id, token: link.token, link: (baseUrl) => proposalLink(baseUrl, "en", link.token) };
}
