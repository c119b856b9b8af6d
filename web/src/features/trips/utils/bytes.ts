import type { SiteLanguage } from "@contract/languages.ts";
import { formatNumber } from "../../../lib/format.ts";

/** A size as the page's language writes it: "840 kB", "3.2 MB". */
export function formatBytes(bytes: number, lang: SiteLanguage): string {
  const mb = bytes >= 1_000_000;
  return `\u2066${formatNumber(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)), lang, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  })}\u2069`;
}
