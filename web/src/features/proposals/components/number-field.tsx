/**
 * A number input that keeps what is typed ("12.", "") while it is typed and reports the number it
 * reads (0 for an empty field), so a half-typed amount is never rewritten under the cursor.
 */
import { LIMITS } from "@contract/limits.ts";
import { useEffect, useId, useState } from "react";

interface NumberFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  step?: string;
  min?: number;
  max?: number;
  /** Whole numbers only (a quantity). */
  whole?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

export function NumberField({ label, value, onChange, step = "0.01", min = LIMITS.priceMin, max, whole, disabled, invalid, className }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current || 0) === value ? current : String(value)));
  }, [value]);
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        dir="ltr"
        step={whole ? "1" : step}
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const read = event.target.value.trim() === "" ? 0 : Number(event.target.value);
          if (Number.isFinite(read)) onChange(whole ? Math.trunc(read) : read);
        }}
      />
    </div>
  );
}
