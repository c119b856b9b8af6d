/** The fields in which a saved version differs from the current item (what staff compare before restoring). */

/** Fields that are the record's bookkeeping, not its content (its publication state included: a version is content). */
const IGNORED = new Set(["id", "version", "imageWidths", "status", "publishAt", "live"]);

const text = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value));

const isPlain = (value: unknown) => value === null || typeof value !== "object";
const plain = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * A field's value as staff read it, line by line: a text or number is one line (none when empty),
 * a list one line per entry, and a group of fields (the translations, a focal point) one line per
 * field, "fr · name: Dubaï", a list in it written "a, b".
 */
export function valueLines(value: unknown, prefix = ""): string[] {
  if (isPlain(value)) {
    const shown = plain(value);
    return prefix ? [`${prefix}: ${shown}`] : shown ? [shown] : [];
  }
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return prefix ? [`${prefix}: ${value.map(plain).join(", ")}`] : value.map(plain);
    return value.flatMap((entry, index) => valueLines(entry, prefix ? `${prefix} · ${index + 1}` : String(index + 1)));
  }
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, entry]) => valueLines(entry, prefix ? `${prefix} · ${key}` : key));
}

export interface FieldChange {
  name: string;
  /** The saved version's value, line by line (valueLines). */
  version: string[];
  /** The current item's value, line by line. */
  current: string[];
}

const isGroup = (value: unknown) => !isPlain(value) && !Array.isArray(value);

/** A field's two values line by line; of a group of fields (the translations), only the lines that differ. */
function changeOf(name: string, version: unknown, current: unknown): FieldChange {
  const [before, after] = [valueLines(version), valueLines(current)];
  if (!isGroup(version) && !isGroup(current)) return { name, version: before, current: after };
  return { name, version: before.filter((line) => !after.includes(line)), current: after.filter((line) => !before.includes(line)) };
}

export function differingFields(version: Record<string, unknown>, current: Record<string, unknown>): FieldChange[] {
  const names = new Set([...Object.keys(version), ...Object.keys(current)].filter((name) => !IGNORED.has(name)));
  return [...names]
    .filter((name) => text(version[name]) !== text(current[name]))
    .map((name) => changeOf(name, version[name], current[name]));
}

/**
 * The one version that is the current item: the newest with no field differing from it (the list is
 * newest first), or undefined while the current item is unknown. An older version with the same
 * content (the item was changed and changed back) is not the current one.
 */
export function currentVersionId(versions: readonly { id: string; record: Record<string, unknown> }[], current: Record<string, unknown> | undefined) {
  if (!current) return undefined;
  return versions.find((version) => differingFields(version.record, current).length === 0)?.id;
}
