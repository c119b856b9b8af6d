/** The contract's money helpers: a US dollar amount converted and written for a currency and locale. */
import assert from "node:assert/strict";
import { approxPriceText, formatConverted } from "../../contract/money.ts";

/** Intl puts a no-break space between the code and the amount. */
const NBSP = "\u00a0";

Deno.test("formatConverted writes the currency code and its own decimals for the locale", () => {
  assert.equal(formatConverted(1234, "EUR", 1, "en"), `EUR${NBSP}1,234.00`);
  assert.equal(formatConverted(1234, "EUR", 1, "de"), `1.234,00${NBSP}EUR`);
  assert.equal(formatConverted(1000, "EUR", 0.9412, "en"), `EUR${NBSP}941.20`);
  assert.equal(formatConverted(1000, "JPY", 154.32, "en"), `JPY${NBSP}154,320`, "yen have no decimals");
  assert.equal(formatConverted(1250.5, "JPY", 154.32, "de"), `192.977${NBSP}JPY`);
  assert.equal(formatConverted(599.99, "AED", 3.6725, "en"), `AED${NBSP}2,203.46`);
  assert.equal(formatConverted(0.5, "USD", 1, "en"), `USD${NBSP}0.50`);
  assert.match(formatConverted(1000, "AED", 3.6725, "ar"), /AED/);
});

Deno.test("the converted price's product text", () => {
  assert.equal(
    approxPriceText(formatConverted(1234, "EUR", 1, "en"), "20 Nov 2026").replaceAll(NBSP, " "),
    "Approx. EUR 1,234.00, rate of 20 Nov 2026",
  );
});
