/**
 * Catalogue items in a proposal, priced from the catalogue (issue #30): an activity's `price`, a
 * package's `pricePerPerson` (absent: 0), a destination none; catalogue prices are US dollars,
 * converted once into the proposal's currency at the staff's dated rate (kv/exchange-rates.ts),
 * and the rate used is kept on the proposal. Used by the prefill of a new proposal, by a save that
 * adds a catalogue item without a price, and by the AI draft (h-prop-draft).
 */
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { BASE_CURRENCY } from "../../contract/money.ts";
import type { ProposalCurrency, ProposalItem, StoredProposal } from "../../contract/proposals/model.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import { badRequest } from "../errors.ts";
import { getExchangeRates, NO_RATES_MESSAGE } from "../kv/exchange-rates.ts";
import { newId } from "../kv/ids.ts";
import { KEYS } from "../kv/keys.ts";

/** The rate kept on a proposal: units of its currency per US dollar, and the rate's day. */
export type ProposalRate = NonNullable<StoredProposal["rate"]>;
export type CatalogueKind = "activity" | "package" | "destination";
export type CatalogueEntry = Activity | TravelPackage | Destination;

/** The rate to convert catalogue prices into `currency`: none for US dollars; 400 when staff keep no rates. */
export async function rateFor(kv: Deno.Kv, currency: ProposalCurrency): Promise<ProposalRate | undefined> {
  if (currency === BASE_CURRENCY) return undefined;
  const rates = await getExchangeRates(kv);
  const rate = rates?.rates[currency];
  if (!rate) throw badRequest(NO_RATES_MESSAGE);
  return { rate: rate.rate, date: rate.date };
}

/** A catalogue entry's price in US dollars per person: an activity's price, a package's price per person, else 0. */
export function catalogueUsdPrice(kind: CatalogueKind, entry: CatalogueEntry): number {
  if (kind === "activity") return (entry as Activity).price ?? 0;
  // `pricePerPerson` is an optional field of packages (branch h-from-price): absent, 0.
  if (kind === "package") return (entry as TravelPackage & { pricePerPerson?: number }).pricePerPerson ?? 0;
  return 0;
}

/** A catalogue entry's price per person in the proposal's currency, at `rate` (none: US dollars), rounded to its minor unit. */
export function priceFromCatalogue(kind: CatalogueKind, entry: CatalogueEntry, currency: ProposalCurrency, rate?: ProposalRate): number {
  return roundMoney(catalogueUsdPrice(kind, entry) * (currency === BASE_CURRENCY ? 1 : rate?.rate ?? 1), currency);
}

const keyOf = (kind: CatalogueKind, id: string) =>
  kind === "activity" ? KEYS.activity(id) : kind === "package" ? KEYS.package(id) : KEYS.destination(id);

/** The catalogue entry a proposal item names, or null when it does not exist. */
export async function catalogueEntry(kv: Deno.Kv, kind: CatalogueKind, id: string): Promise<CatalogueEntry | null> {
  return (await kv.get<CatalogueEntry>(keyOf(kind, id))).value;
}

type Translated = { name: string; translations?: Partial<Record<SiteLanguage, { name?: string }>> };

/**
 * A new itinerary item for a catalogue entry: its name in the traveller's language (where
 * translated), its place and image, priced from the catalogue per person (quantity: the party,
 * for activities and packages; a destination is one line without a price). Null when the entry
 * does not exist.
 */
export async function catalogueItem(
  kv: Deno.Kv,
  ref: { kind: CatalogueKind; refId: string },
  proposal: { currency: ProposalCurrency; rate?: ProposalRate; language: SiteLanguage; partySize: number },
  extra: Partial<ProposalItem> = {},
): Promise<ProposalItem | null> {
  const entry = await catalogueEntry(kv, ref.kind, ref.refId);
  if (!entry) return null;
  const named = entry as Translated;
  const location = "location" in entry ? entry.location : undefined;
  const perPerson = ref.kind !== "destination";
  return {
    id: newId(),
    kind: ref.kind,
    refId: ref.refId,
    title: named.translations?.[proposal.language]?.name || named.name,
    ...(location ? { place: location } : {}),
    ...(entry.imageUrl ? { image: entry.imageUrl } : {}),
    unitPrice: priceFromCatalogue(ref.kind, entry, proposal.currency, proposal.rate),
    unitCost: 0,
    quantity: perPerson ? proposal.partySize : 1,
    ...extra,
  };
}

/**
 * A save's catalogue items that are new (an id the stored proposal does not have) and have no
 * price get the catalogue's price at the proposal's rate; every other price is staff's own.
 */
export async function priceNewCatalogueItems(
  kv: Deno.Kv,
  items: ProposalItem[],
  known: ReadonlySet<string>,
  proposal: { currency: ProposalCurrency; rate?: ProposalRate },
): Promise<ProposalItem[]> {
  return await Promise.all(items.map(async (item) => {
    if (known.has(item.id) || item.unitPrice !== 0 || !item.refId || !["activity", "package"].includes(item.kind)) return item;
    const entry = await catalogueEntry(kv, item.kind as CatalogueKind, item.refId);
    return entry ? { ...item, unitPrice: priceFromCatalogue(item.kind as CatalogueKind, entry, proposal.currency, proposal.rate) } : item;
  }));
}
