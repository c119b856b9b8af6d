/**
 * "Display name in chat": the name staff sign their live-chat replies with. Empty means their
 * first name, which the hint shows; the server trims it and keeps at most 60 characters.
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
}

export function DisplayNameField({ value, name, onChange, error }: DisplayNameFieldProps) {
  const fallback = consultantName({ name });
  return (
    <TextField
      label="Display name in chat"
      value={value}
      onChange={onChange}
      error={error}
      maxLength={LIMITS.displayName}
      autoComplete="off"
      hint={`Signs replies in the live chat. Leave empty to use the first name${fallback === "Consultant" ? "" : ` (${fallback})`}.`}
    />
  );
}
