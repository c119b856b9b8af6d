/**
 * What a visitor did in the server's HTML of a form before the app's own form took its place: the
 * fields they typed into and the field they were in. Carried over into the app's form, so nothing
 * typed is lost and the focus stays where it was.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
export type CarriedFields = { typed: [name: string, value: string][]; focused: string | null };

const fieldsOf = (root: Element) => [...root.querySelectorAll<Field>("input[name], textarea[name]")];

/** The fields of `root` whose value is not the one the server wrote, and the focused field's name. */
export function readFields(root: Element): CarriedFields {
  const typed = fieldsOf(root).filter((field) => field.value !== field.defaultValue).map((field): [string, string] => [field.name, field.value]);
  const active = document.activeElement;
  const focused = active && root.contains(active) ? active.getAttribute("name") : null;
  return { typed, focused };
}

/** Types the carried values into the fields of `root` (as input events, which the app's form listens to) and focuses the field. */
export function restoreFields(root: Element, { typed, focused }: CarriedFields): void {
  const byName = new Map(fieldsOf(root).map((field) => [field.name, field]));
  for (const [name, value] of typed) {
    const field = byName.get(name);
    if (!field) continue;
    // The prototype's setter: React tracks the value it set itself and ignores a plain assignment.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (focused) byName.get(focused)?.focus();
}

