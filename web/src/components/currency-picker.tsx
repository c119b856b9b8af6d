import { chooseCurrency, type ShownCurrency, SHOWN_CURRENCIES, useCurrency } from "../lib/currency.ts";

/**
 * The header's currency choice: a native select, remembered on this device. Its label "Currency"
 * is read out beside the select in the wide header and shown in the phone's menu.
 */
export function CurrencyPicker() {
  const currency = useCurrency();
  return (
    <label className="currency-picker">
      <span className="currency-picker__label">Currency</span>
      <select value={currency} onChange={(event) => chooseCurrency(event.target.value as ShownCurrency)}>
        {SHOWN_CURRENCIES.map((code) => <option key={code}>{code}</option>)}
      </select>
    </label>
  );
}
