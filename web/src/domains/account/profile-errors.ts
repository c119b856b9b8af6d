/**
 * The profile forms check their payload with the contract's own schema, the one the server parses
 * (registerInput, userPatch, createUserInput), so a rule changed there reaches every form. Each
 * field shows its first problem in the contract's words, except where a form words a missing
 * field its own way.
 */
import type { z } from "zod";
import type { FormErrors } from "./profile-form.ts";

type Issue = z.ZodError["issues"][number];

/** The form field an issue is about; the preferences' budget and interests are fields of the form. */
function fieldOf(issue: Issue): string {
  const [first, second] = issue.path;
  return String(first === "preferences" && second !== undefined ? second : first ?? "");
}

/** An issue that says the field is empty (a text or list below its minimum of one). */
function isMissing(issue: Issue): boolean {
  return issue.code === "invalid_type" || (issue.code === "too_small" && Number(issue.minimum) <= 1);
}

/**
 * The problems the contract's `schema` finds in `payload`, one per field: the first issue's
 * message, or `missing[field]` when the field is empty and the form has its own text for that.
 */
export function contractErrors<F>(schema: z.ZodType, payload: unknown, missing: FormErrors<F> = {}): FormErrors<F> {
  const parsed = schema.safeParse(payload);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors as FormErrors<F>;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue);
    if (!field || errors[field]) continue;
    errors[field] = (isMissing(issue) && missing[field as keyof F]) || issue.message;
  }
  return errors as FormErrors<F>;
}

/** The errors in the order the form's fields come (the form's keys); fields it lacks come last. */
export function inFormOrder<F extends object>(form: F, errors: FormErrors<F>): FormErrors<F> {
  const rank = (field: string) => {
    const at = Object.keys(form).indexOf(field);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const fields = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(fields.map((field) => [field, errors[field as keyof F]])) as FormErrors<F>;
}
