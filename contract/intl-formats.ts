/**
 * Intl's date formatters, each made once per locale and options: making one costs far more than
 * formatting with it (a staff list of 50 rows writes a few hundred times per render).
 */
const made = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, the same one again for the same arguments. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, format = new Intl.DateTimeFormat(locale, options));
  return format;
}
