import { INQUIRY_TYPE_LABELS, type Inquiry } from "@contract/inquiry.ts";
import { toCsv } from "./csv.ts";

const HEADER = [
  "Submitted", "Status", "Type", "Item", "Item ID", "Name", "Email", "Phone", "People", "Preferred dates",
  "Special requests", "Reference",
] as const;

/** The desk's CSV export: one row per inquiry, in the order given. */
export function inquiriesCsv(inquiries: readonly Inquiry[]): string {
  return toCsv(
    HEADER,
    inquiries.map((i) => [
      i.submissionDate, i.status, INQUIRY_TYPE_LABELS[i.type], i.itemName, i.itemId ?? "", i.userName, i.userEmail,
      i.userPhone, i.numPeople, i.preferredDates, i.specialRequests, i.id,
    ]),
  );
}

/** "inquiries-2026-11-23.csv" */
export function csvFileName(now = new Date()): string {
  return `inquiries-${now.toISOString().slice(0, 10)}.csv`;
}
