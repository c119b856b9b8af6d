/**
 * Exchange rates on Deno KV: one record of every currency's rate per US dollar and its date. Its
 * versionstamp is the rates' version: answers carry it, and a save from an older copy is refused.
 */
import type { ExchangeRate, ExchangeRates, RateCurrency } from "../../contract/money.ts";
import { BASE_CURRENCY } from "../../contract/money.ts";
import { KEYS } from "./keys.ts";
import { assertFresh, transact } from "./records.ts";
import { notFound } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { differing } from "./audit-fields.ts";

type StoredRates = Record<RateCurrency, ExchangeRate>;
export const NO_RATES_MESSAGE = "No exchange rates have been set yet.";

const answerOf = (entry: Deno.KvEntryMaybe<StoredRates>): ExchangeRates | null =>
  entry.value === null ? null : { base: BASE_CURRENCY, rates: entry.value, version: entry.versionstamp! };

export async function getExchangeRates(kv: Deno.Kv): Promise<ExchangeRates | null> {
  return answerOf(await kv.get<StoredRates>(KEYS.exchangeRates()));
}

/** Stores `rates` when no rates are stored yet; returns whether it did. */
export async function seedExchangeRates(kv: Deno.Kv, rates: StoredRates): Promise<boolean> {
  const key = KEYS.exchangeRates();
  return (await kv.atomic().check({ key, versionstamp: null }).set(key, rates).commit()).ok;
}

/** Replaces the rates given and keeps the others, checked against the version the editor started from. */
export async function updateExchangeRates(
  kv: Deno.Kv,
  change: { rates: Partial<StoredRates>; version?: string },
  audit?: AuditContext,
): Promise<ExchangeRates> {
  const key = KEYS.exchangeRates();
  await transact(async () => {
    const current = await kv.get<StoredRates>(key);
    if (!current.value) throw notFound(NO_RATES_MESSAGE);
    assertFresh(change.version, current.versionstamp);
    const given = Object.fromEntries(Object.entries(change.rates).filter(([, rate]) => rate !== undefined));
    const next = { ...current.value, ...given };
    const diff = differing(current.value, next);
    const op = addAudit(kv.atomic().check(current).set(key, next), audit, {
      entity: "exchange_rates",
      entityId: "rates",
      action: "update",
      before: diff.before,
      after: diff.after,
    });
    return { op, result: undefined };
  });
  return (await getExchangeRates(kv))!;
}
