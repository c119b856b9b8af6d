/**
 * What the traveller's link shows of a proposal (`TravellerProposal`): its latest sent version as
 * frozen, with each line's price and each option's total, and never a cost, a margin or a
 * supplier. The page, the API and the PDF all show this one shape.
 */
import { addDays } from "../agency-time.ts";
import type { ProposalItem, SentProposal, StoredProposal, TravellerProposal } from "./model.ts";
import { isExpired } from "./state.ts";
import { lineTotals, proposalTotals } from "./totals.ts";

/** An item's picture as an address: a media library file's, or a catalogue image path as it is. */
export function itemImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  return image.startsWith("/") || /^https?:\/\//.test(image) ? image : `/media/${encodeURIComponent(image)}`;
}

export function travellerView(
  proposal: Pick<StoredProposal, "id" | "status" | "acceptance" | "decline">,
  sent: SentProposal,
  today: string,
  consultantName?: string,
): TravellerProposal {
  const { content } = sent;
  const currency = content.currency;
  const item = ({ unitCost: _cost, supplier: _supplier, ...rest }: ProposalItem) => ({
    ...rest,
    ...(rest.image ? { image: itemImage(rest.image) } : {}),
    lineTotal: lineTotals(rest as ProposalItem, currency).price,
  });
  const totals = proposalTotals(content);
  const startDate = content.startDate ?? content.days.find((day) => day.date)?.date;
  const acceptance = proposal.acceptance;
  return {
    id: proposal.id,
    title: content.title,
    status: proposal.status,
    sentVersion: sent.version,
    travellerName: content.traveller.name,
    language: content.traveller.language,
    partySize: content.partySize,
    ...(startDate ? { startDate, endDate: addDays(startDate, Math.max(content.days.length - 1, 0)) } : {}),
    currency,
    validUntil: content.validUntil,
    expired: isExpired(proposal.status, content.validUntil, today),
    ...(content.introduction ? { introduction: content.introduction } : {}),
    ...(content.included ? { included: content.included } : {}),
    terms: sent.terms,
    days: content.days.map((day) => ({ ...day, items: day.items.map(item) })),
    options: content.options.map((option) => ({
      id: option.id,
      name: option.name,
      ...(option.description ? { description: option.description } : {}),
      items: option.items.map(item),
      total: totals.find((total) => total.optionId === option.id)?.price ?? 0,
    })),
    addOns: content.addOns.map((addOn) => ({
      id: addOn.id,
      title: addOn.title,
      ...(addOn.description ? { description: addOn.description } : {}),
      total: lineTotals(addOn, currency).price,
    })),
    ...(consultantName ? { consultantName } : {}),
    ...(acceptance
      ? { acceptance: { optionId: acceptance.optionId, addOnIds: acceptance.addOnIds, fullName: acceptance.fullName, total: acceptance.total, at: acceptance.at } }
      : {}),
    ...(proposal.decline ? { declinedAt: proposal.decline.at } : {}),
  };
}
