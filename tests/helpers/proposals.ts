/**
 * A sent proposal planted straight into the database (the proposal, its frozen version 1 or n, and
 * a private link), so the traveller's side is tested on its own: two options and two add-ons.
 */
import { mintProposalLink, addProposalLink } from "../../server/kv/proposal-links.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { moveProposalRow } from "../../server/kv/report-rows.ts";
import { proposalInput, type ProposalContent, type SentProposal, type StoredProposal } from "../../contract/proposals/model.ts";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import { addDays } from "../../contract/agency-time.ts";

export type PlantedProposal = { id: string; token: string; content: ProposalContent };

export const proposalContent = (over: Partial<ProposalContent> = {}): ProposalContent =>
  proposalInput.parse({
    title: "Dubai in style",
    traveller: { name: "Layla Haddad", email: "layla@example.com", language: "en" },
    partySize: 2,
    startDate: "2027-03-01",
    currency: "USD",
    validUntil: addDays(new Date().toISOString().slice(0, 10), 7),
    introduction: "Three days of desert and sea.",
    included: "Private transfers, breakfast daily.",
    days: [
      { id: "d1", date: "2027-03-01", title: "Arrival", items: [{ id: "t1", kind: "transfer", title: "Airport transfer", time: "14:00", unitPrice: 150, unitCost: 90, supplier: "SecretCars LLC" }] },
      { id: "d2", date: "2027-03-02", title: "Desert", items: [{ id: "a1", kind: "experience", title: "Desert safari", place: "Al Marmoom", unitPrice: 450, unitCost: 300, quantity: 2, image: "/images/placeholder.svg" }] },
      { id: "d3", date: "2027-03-03", title: "Departure", items: [{ id: "n1", kind: "note", title: "Free morning", quantity: 0 }] },
    ],
    options: [
      { id: "o1", name: "Palace hotel", items: [{ id: "h1", kind: "hotel", title: "Palace, 2 nights", unitPrice: 1000, unitCost: 800, quantity: 2 }] },
      { id: "o2", name: "Beach resort", items: [{ id: "h2", kind: "hotel", title: "Beach resort, 2 nights", unitPrice: 1500, unitCost: 1100, quantity: 2 }] },
    ],
    addOns: [
      { id: "spa", title: "Spa afternoon", unitPrice: 250, unitCost: 100, quantity: 2 },
      { id: "yacht", title: "Sunset yacht", unitPrice: 900, unitCost: 600 },
    ],
    ...over,
  });

/**
 * Stores proposal `id` as sent `versions` times (the latest is the link's) from `content`, with
 * `source` and a link; answers the link's token.
 */
export async function plantProposal(
  kv: Deno.Kv,
  options: { id?: string; content?: ProposalContent; versions?: number; source?: StoredProposal["source"]; sentBy?: string } = {},
): Promise<PlantedProposal> {
  const id = options.id ?? `p${crypto.randomUUID().slice(0, 8)}`;
  const content = options.content ?? proposalContent();
  const versions = options.versions ?? 1;
  const now = new Date().toISOString();
  const proposal: StoredProposal = {
    ...content,
    id,
    status: "Sent",
    ...(options.source ? { source: options.source } : {}),
    sentVersion: versions,
    createdAt: now,
    updatedAt: now,
    createdBy: options.sentBy ?? "staff",
    sentAt: now,
  };
  const link = mintProposalLink();
  const op = kv.atomic().set(KEYS.proposal(id), proposal);
  await moveProposalRow(kv, op, null, proposal);
  for (let n = 1; n <= versions; n++) {
    const sent: SentProposal = {
      proposalId: id, version: n, content, totals: proposalTotals(content), terms: "Payment in full 30 days before travel.",
      hash: `hash-${n}`, sentAt: now, sentBy: options.sentBy ?? "staff",
    };
    op.set(KEYS.proposalVersion(id, n), sent);
  }
  op.set(KEYS.proposalByEmail(content.traveller.email.toLowerCase(), id), true);
  addProposalLink(op, id, link.hash, now);
  if (!(await op.commit()).ok) throw new Error("could not plant the proposal");
  return { id, token: link.token, content };
}
