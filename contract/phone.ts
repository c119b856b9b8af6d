/**
 * The phone rule, one for every form and for the server (fields.ts builds the schemas from it):
 * digits, spaces, dashes and brackets, with an optional leading plus, at most `LIMITS.phone`
 * characters as typed. Imports no zod: the inquiry form reads the message before zod is loaded.
 */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{4,30}$/;

/** Whether `value` (trimmed) follows the phone rule. */
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value);

/** What a phone number that breaks the rule is told; the forms show their translation of it. */
export const PHONE_INVALID = "Please enter a valid phone number";
