import { useT } from "../i18n/language-context.tsx";
import { chooseCurrency, type ShownCurrency, SHOWN_CURRENCIES, useCurrency } from "../lib/currency.ts";

/**
 * The header's currency choice: a native select named "Currency" (in the page's language), remembered on this device. The
 * name is shown beside the select in the phone's menu only (the wide header has no room for it).
 */
export function CurrencyPicker() {
  const currency = useCurrency();
  const name = useT()("ui.currency");
  return (
    <label className="currency-picker">
      <span className="currency-picker__label">{name}</span>
      <select aria-label={name} value={currency} onChange={(event) => chooseCurrency(event.target.value as ShownCurrency)}>
        {SHOWN_CURRENCIES.map((code) => <option key={code}>{code}</option>)}
      </select>
    </label>
  );
}
