import { INQUIRY_TYPE_LABELS, type Inquiry, type InquiryActivity } from "@contract/inquiry.ts";
import { toCsv } from "./csv.ts";

const HEADER = [
  "Submitted", "Status", "Type", "Item", "Item ID", "Name", "Email", "Phone", "People", "Preferred dates",
  "Special requests", "Reference", "Assigned to", "Last activity", "First response (minutes)",
] as const;

/** An inquiry of the desk's list; one just changed on this screen may not carry its activity yet. */
export type ExportedInquiry = Inquiry & Partial<InquiryActivity>;

const MINUTE_MS = 60_000;

/** Whole minutes from its arrival to staff's first reply; empty while nobody has replied. */
function firstResponseMinutes(inquiry: ExportedInquiry): number | "" {
  if (!inquiry.firstResponseAt) return "";
  return Math.max(0, Math.round((Date.parse(inquiry.firstResponseAt) - Date.parse(inquiry.submissionDate)) / MINUTE_MS));
}

/** Its last activity as the server gave it, or its status change on this screen since. */
function lastActivity(inquiry: ExportedInquiry): string {
  return [inquiry.submissionDate, inquiry.lastActivityAt ?? "", inquiry.statusChangedAt ?? ""].sort().at(-1)!;
}

/** The desk's CSV export: one row per inquiry, in the order given. */
export function inquiriesCsv(inquiries: readonly ExportedInquiry[]): string {
  return toCsv(
    HEADER,
    inquiries.map((i) => [
      i.submissionDate, i.status, INQUIRY_TYPE_LABELS[i.type], i.itemName, i.itemId ?? "", i.userName, i.userEmail,
      i.userPhone, i.numPeople, i.preferredDates, i.specialRequests, i.id, i.assignee?.name ?? "", lastActivity(i),
      firstResponseMinutes(i),
    ]),
  );
}

/** "inquiries-2026-11-23.csv" */
export function csvFileName(now = new Date()): string {
  return `inquiries-${now.toISOString().slice(0, 10)}.csv`;
}
