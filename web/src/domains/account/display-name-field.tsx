/**
 * "Display name in chat": the name staff sign their live-chat replies with. Empty means their
 * first name, which the hint shows; the server trims it and keeps at most 60 characters. The words
 * are the form's, in the page's language.
 */
import { LIMITS } from "@contract/limits.ts";
import { consultantName } from "@contract/user.ts";
import { TextField } from "../../components/form-fields.tsx";

interface DisplayNameFieldProps {
  value: string;
  /** The full name typed in the same form, for the default. */
  name: string;
  onChange(value: string): void;
  error?: string;
  /** "Display name in chat". */
  label: string;
  /** The hint, given the first name used when the field is empty (null when there is none yet). */
  hint(firstName: string | null): string;
}

export function DisplayNameField({ value, name, onChange, error, label, hint }: DisplayNameFieldProps) {
  const fallback = consultantName({ name });
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={LIMITS.displayName}
      autoComplete="off"
      hint={hint(fallback === "Consultant" ? null : fallback)}
    />
  );
}
