/**
 * Which fields an audit entry keeps. Secrets (passwords, their hashes, tokens, codes) never; a
 * member's personal fields only by name; of an update, only the fields that differ.
 */

/** Field names never written to the log, at any depth. */
const SECRET_FIELDS = new Set(["password", "passwordHash", "newPassword", "currentPassword", "token", "access_token", "otp", "code", "codeHash"]);

/** A copy of `fields` without secrets. */
export function safeFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET_FIELDS.has(name) || value === undefined) continue;
    out[name] = value !== null && typeof value === "object" && !Array.isArray(value)
      ? safeFields(value as Record<string, unknown>)
      : value;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `before` and `after` whose values differ (the record's `version` left out). */
export function differing(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (name === "version" || same(before[name], after[name])) continue;
    if (before[name] !== undefined) was[name] = before[name];
    if (after[name] !== undefined) is[name] = after[name];
  }
  return { before: was, after: is, names: Object.keys({ ...was, ...is }) };
}

/** A user's fields the log may show with their values: what staff decide, not what the member is. */
const USER_STAFF_FIELDS = ["isAdmin", "isApproved", "isMobileVerified"];
/** What every record has, the entry's item already names. */
const RECORD_FIELDS = ["id", "createdAt"];

/**
 * A user's change as the log keeps it: the staff flags before and after, every other changed field
 * (personal, the password hash) by name only.
 */
export function userChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const diff = differing(before ?? {}, after ?? {});
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(side).filter(([name]) => USER_STAFF_FIELDS.includes(name)));
  const changed = diff.names.filter((name) => !USER_STAFF_FIELDS.includes(name) && !RECORD_FIELDS.includes(name)).map((name) =>
    name === "passwordHash" ? "password" : name
  );
  return {
    ...(before ? { before: pick(diff.before) } : {}),
    ...(after ? { after: pick(diff.after) } : {}),
    changed,
  };
}
