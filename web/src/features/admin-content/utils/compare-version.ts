/** The fields in which a saved version differs from the current item (what staff compare before restoring). */

/** Fields that are the record's bookkeeping, not its content (its publication state included: a version is content). */
const IGNORED = new Set(["id", "version", "imageWidths", "status", "publishAt", "live"]);

const text = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value));

export function differingFields(version: Record<string, unknown>, current: Record<string, unknown>) {
  const names = new Set([...Object.keys(version), ...Object.keys(current)].filter((name) => !IGNORED.has(name)));
  return [...names]
    .filter((name) => text(version[name]) !== text(current[name]))
    .map((name) => ({ name, version: text(version[name]), current: text(current[name]) }));
}
