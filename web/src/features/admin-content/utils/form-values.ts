/** Helpers shared by the destination, package and activity forms. */
import type { z } from "zod";

/** "a, b ,, c" -> ["a", "b", "c"]: trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text.split(",").map((item) => item.trim()).filter((item) => item.length > 0);
}

export const joinList = (items: readonly string[] | undefined) => (items ?? []).join(", ");

/** A copy without the keys whose value is an empty string or undefined (left out of the payload). */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && !(typeof value === "string" && value.trim() === "")),
  ) as Partial<T>;
}

export type FieldErrors = Record<string, string>;

/** The first message for each field of a failed parse with the contract's schema. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
