/**
 * The currency prices are shown in, chosen on this device (the header's picker) and remembered in
 * localStorage; US dollars until something else is chosen. A member's settings currency replaces
 * the device's choice whenever it is new to this device: at a first login here and when it is
 * changed in Account Settings; a pick in the header holds until then. Server-rendered HTML and its
 * hydration show US dollars (the server cannot know the device's choice); the choice applies in
 * the render after.
 */
import { BASE_CURRENCY, RATE_CURRENCIES } from "@contract/money.ts";
import { useEffect, useSyncExternalStore } from "react";

export const SHOWN_CURRENCIES = [BASE_CURRENCY, ...RATE_CURRENCIES] as const;
export type ShownCurrency = (typeof SHOWN_CURRENCIES)[number];

const KEY = "currency";
/** The member and settings currency last applied on this device ("{user id} {currency}"). */
const MEMBER_KEY = "memberCurrency";
const listeners = new Set<() => void>();
let inMemory: string | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return key === KEY ? inMemory : null;
  }
}

function write(key: string, value: string): void {
  if (key === KEY) inMemory = value;
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts until the page is closed.
  }
}

/** The currency chosen on this device, US dollars when none (or an unknown one) is stored. */
export function chosenCurrency(): ShownCurrency {
  const stored = read(KEY);
  return SHOWN_CURRENCIES.find((code) => code === stored) ?? BASE_CURRENCY;
}

export function chooseCurrency(currency: ShownCurrency): void {
  write(KEY, currency);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", listener);
  };
}

/** The currency to show prices in; US dollars on the server and while hydrating its HTML. */
export function useCurrency(): ShownCurrency {
  return useSyncExternalStore(subscribe, chosenCurrency, () => BASE_CURRENCY);
}

/** Applies a member's settings currency when this member or this setting is new to the device. */
export function useMemberCurrency(userId: string | undefined, currency: ShownCurrency | undefined): void {
  useEffect(() => {
    if (!userId || !currency || read(MEMBER_KEY) === `${userId} ${currency}`) return;
    write(MEMBER_KEY, `${userId} ${currency}`);
    chooseCurrency(currency);
  }, [userId, currency]);
}
