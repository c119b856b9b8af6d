/**
 * Labelled form controls with an inline error (aria-invalid + aria-describedby), shared by the
 * account and admin forms: text inputs, selects with an "Other" free-text reveal, and chip groups
 * (a fieldset of checkboxes).
 */
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { Option } from "@contract/enum-labels.ts";
import { LIMITS } from "@contract/limits.ts";
import { inputDirection } from "../lib/input-direction.ts";

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? <p className="field__hint" id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className="field__error" id={`${id}-error`}>{error}</p> : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
};

export function TextField({ label, error, hint, required, value, onChange, multiline, ...input }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}<RequiredMark required={required} /></label>
      {multiline
        ? <textarea {...common} onChange={(e) => onChange(e.target.value)} maxLength={input.maxLength} />
        : <input dir={inputDirection(input.type)} {...input} {...common} onChange={(e) => onChange(e.target.value)} />}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends FieldShell {
  value: string;
  onChange(value: string): void;
  options: Option[];
  /** A first, empty choice (e.g. "Select..."); omitted when every value is valid. */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ label, error, hint, required, value, onChange, options, placeholder, disabled }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}<RequiredMark required={required} /></label>
      <select
        id={id}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectWithOtherProps extends SelectFieldProps {
  other: string;
  onOtherChange(value: string): void;
  otherLabel: string;
  otherError?: string;
}

/** A select whose "Other" choice (any case) reveals a free-text field. */
export function SelectWithOther({ other, onOtherChange, otherLabel, otherError, ...select }: SelectWithOtherProps) {
  const showOther = select.value.toLowerCase() === "other";
  return (
    <>
      <SelectField {...select} />
      {showOther
        ? <TextField label={otherLabel} required value={other} onChange={onOtherChange} error={otherError} maxLength={LIMITS.shortText} />
        : null}
    </>
  );
}

interface ChipGroupProps extends FieldShell {
  options: Option[];
  selected: string[];
  onChange(selected: string[]): void;
}

/** A group of toggle chips: a fieldset of checkboxes, keyboard and screen-reader friendly. */
export function ChipGroup({ label, error, hint, required, options, selected, onChange }: ChipGroupProps) {
  const id = useId();
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="chip-group" aria-describedby={describedBy(id, error, hint)} aria-invalid={error ? true : undefined}>
      <legend>{label}<RequiredMark required={required} /></legend>
      <div className="chip-group__chips">
        {options.map((option) => (
          <label key={option.value} className={`chip${selected.includes(option.value) ? " chip--on" : ""}`}>
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, hint, disabled }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? <p className="field__hint" id={`${id}-hint`}>{hint}</p> : null}
    </div>
  );
}
