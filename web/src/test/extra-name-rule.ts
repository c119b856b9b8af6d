/**
 * A rule the contract does not have, for tests that mock a contract schema to prove a changed
 * rule reaches a form: a name may hold no digits.
 */
import type { z } from "zod";

export const NO_DIGITS = "A name has no digits.";

/** `schema` with the extra rule on its `name` field. */
export function withNameRule<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    if (/\d/.test((value as { name?: string }).name ?? "")) ctx.addIssue({ code: "custom", path: ["name"], message: NO_DIGITS });
  }) as unknown as S;
}
