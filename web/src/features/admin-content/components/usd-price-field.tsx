import type { ComponentProps } from "react";
import { TextField } from "../../../components/form-fields.tsx";

/**
 * An optional catalogue price in US dollars (an activity's price, a package's price per person): a
 * number field in cents from 0, as the contract's price rule checks it.
 */
export function UsdPriceField(props: Omit<ComponentProps<typeof TextField>, "type" | "step" | "min" | "inputMode">) {
  return <TextField type="number" step="0.01" min="0" inputMode="decimal" {...props} />;
}
