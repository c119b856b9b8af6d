/**
 * The /admin/exchange-rates screen: each currency's rate per US dollar and the day it was taken,
 * with an example conversion, saved together with the version they were loaded at.
 */
import { exchangeRatesInput } from "@contract/exchange-rates.ts";
import { type ExchangeRates, formatConverted, RATE_CURRENCIES, type RateCurrency } from "@contract/money.ts";
import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatCalendarDay, intlLocale } from "../../../lib/format.ts";
import { SaveError } from "./save-error.tsx";
import { useExchangeRates, useSaveExchangeRates } from "../api/exchange-rates.ts";
import type { z } from "zod";

type Values = Record<RateCurrency, { rate: string; date: string }>;
const EXAMPLE_USD = 1000;

/** Each problem by its full path ("rates.EUR.rate"), the first one per field. */
function pathErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const toValues = (rates: ExchangeRates): Values =>
  Object.fromEntries(RATE_CURRENCIES.map((c) => [c, { rate: String(rates.rates[c].rate), date: rates.rates[c].date }])) as Values;

export function ExchangeRatesForm() {
  const rates = useExchangeRates();
  const t = useAdminT();
  if (rates.isPending) return <Spinner label={t("rates.loading")} />;
  if (rates.isError) return <ErrorMessage>{t("rates.loadError")}</ErrorMessage>;
  return <RatesForm rates={rates.data} />;
}

function RatesForm({ rates }: { rates: ExchangeRates }) {
  const [values, setValues] = useState<Values>(() => toValues(rates));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveExchangeRates();
  const t = useAdminT();
  const { lang } = useLanguage();
  const example = (currency: RateCurrency, rate: number) =>
    t("rates.example", {
      amount: formatConverted(EXAMPLE_USD, currency, rate, lang === "en" ? "en" : intlLocale(lang)),
      date: formatCalendarDay(values[currency].date, lang),
    });
  const set = (currency: RateCurrency, key: "rate" | "date", value: string) =>
    setValues((current) => ({ ...current, [currency]: { ...current[currency], [key]: value } }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const payload = {
      rates: Object.fromEntries(RATE_CURRENCIES.map((c) => [c, { rate: Number(values[c].rate), date: values[c].date }])),
      version: rates.version,
    };
    const parsed = exchangeRatesInput.safeParse(payload);
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(payload);
      setSaved(true);
    } catch {
      // Shown from the mutation's state.
    }
  }

  return (
    <form className="form card admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="field__hint">{t("rates.intro")}</p>
      {RATE_CURRENCIES.map((currency) => {
        const rate = Number(values[currency].rate);
        return (
          <fieldset key={currency} className="admin-form__pair">
            <legend>{currency}</legend>
            <TextField
              label={t("rates.perUsd", { currency })}
              type="number"
              step="any"
              min="0"
              inputMode="decimal"
              required
              value={values[currency].rate}
              onChange={(value) => set(currency, "rate", value)}
              error={errors[`rates.${currency}.rate`]}
              hint={rate > 0 ? example(currency, rate) : undefined}
            />
            <TextField
              label={t("rates.date", { currency })}
              type="date"
              required
              value={values[currency].date}
              onChange={(value) => set(currency, "date", value)}
              error={errors[`rates.${currency}.date`]}
            />
          </fieldset>
        );
      })}
      {save.isError ? <SaveError error={save.error} /> : null}
      {saved ? <p role="status" className="success-message">{t("rates.saved")}</p> : null}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? t("common.saving") : t("rates.save")}</button>
      </div>
    </form>
  );
}
