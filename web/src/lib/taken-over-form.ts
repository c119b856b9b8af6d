/**
 * What a visitor did in a server's form before the app took the page over (the app hydrates the
 * very same fields): read once, as the app's form mounts, and made the form's state, so nothing
 * typed or ticked meanwhile is lost at the app's next render. A form the app rendered itself holds
 * nothing here (its fields' values are their HTML defaults).
 */

/** The named text fields whose text differs from the server's HTML: what was typed into them. */
export function typedBeforeTakeover<N extends string>(form: HTMLFormElement, names: readonly N[]): Partial<Record<N, string>> {
  const typed: Partial<Record<N, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) typed[name] = field.value;
  }
  return typed;
}

/**
 * The values of the ticked boxes (or the chosen radio) named `name`, if the visitor changed any of
 * them from the server's HTML; otherwise undefined.
 */
export function tickedBeforeTakeover(form: HTMLFormElement, name: string): string[] | undefined {
  const boxes = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")].filter((box) => box.name === name);
  if (!boxes.some((box) => box.checked !== box.defaultChecked)) return undefined;
  return boxes.filter((box) => box.checked).map((box) => box.value);
}
