import type { InquiryStatus, InquiryType } from "@contract/enums.ts";
import type { Inquiry } from "@contract/inquiry.ts";

export interface InquiryFilters {
  status: InquiryStatus | "";
  type: InquiryType | "";
  /** Matches requester name, email or phone and the item name, case-insensitively. */
  search: string;
  /** An administrator's id, "none" for unassigned ones, or "" (or absent) for all. */
  assignee?: string;
  /** Only those awaiting our reply (the traveller wrote after our last reply). */
  awaiting?: boolean;
  /** Newest first (the default), or those waiting longest first, then the rest newest first. */
  order?: DeskOrder;
}

export const DESK_ORDERS = ["newest", "waiting"] as const;
export type DeskOrder = (typeof DESK_ORDERS)[number];

/** Those waiting longest for our reply first (by when they started waiting); the rest after, in their order. */
export function byLongestWaiting<T extends { awaitingSince?: string }>(items: readonly T[]): T[] {
  const waiting = items.filter((item) => item.awaitingSince).sort((a, b) => a.awaitingSince!.localeCompare(b.awaitingSince!));
  return [...waiting, ...items.filter((item) => !item.awaitingSince)];
}

/** The assignee filter's value for inquiries nobody looks after. */
export const UNASSIGNED = "none";

export function filterInquiries(inquiries: readonly Inquiry[], filters: InquiryFilters): Inquiry[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = inquiries
    .filter((i) => !filters.awaiting || i.awaitingSince)
    .filter((i) => !filters.status || i.status === filters.status)
    .filter((i) => !filters.type || i.type === filters.type)
    .filter((i) => !filters.assignee || (i.assignee?.id ?? UNASSIGNED) === filters.assignee)
    .filter((i) => {
      if (words.length === 0) return true;
      const haystack = [i.userName, i.userEmail, i.userPhone, i.itemName].join(" ").toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => b.submissionDate.localeCompare(a.submissionDate) || b.id.localeCompare(a.id));
  return filters.order === "waiting" ? byLongestWaiting(shown) : shown;
}
