/**
 * The inquiry desk as its address opens it (`/admin/inquiries?status=New`, a report's
 * `?from=&to=&source=`...): its controls' first values and the filters of its first read, one
 * function for both the desk and the read asked for as the admin area opens (`readDeskOpening`),
 * so that read is the one the desk then shows.
 */
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus, type InquiryType } from "@contract/enums.ts";
import { LEAD_KINDS, LEAD_SORTS, LEAD_STAGES, type LeadKind, type LeadSort, type LeadsQuery, type LeadStage, leadsQuery } from "@contract/leads.ts";
import type { QueryClient } from "@tanstack/react-query";
import { leadsQueryOptions } from "./get-leads.ts";

/** The `GET /api/leads` filters a link to the desk may carry: all of the list's own but its paging and `id`. */
const LINK_FILTERS = Object.keys(leadsQuery.shape).filter((name) => name !== "cursor" && name !== "limit" && name !== "id");

/** The link's filters as the address gives them (the server checks them as it checks any list request). */
export function linkFiltersOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(LINK_FILTERS.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value]] : [];
  }));
}

/** What the desk opens with, from its address. */
export interface DeskLink {
  /** The status filter to start with (the dashboard's "New inquiries" tile opens the New ones). */
  initialStatus?: InquiryStatus;
  /** Only the overdue ones to start with (the breach notification's link). */
  initialOverdue?: boolean;
  /**
   * The `GET /api/leads` filters of the link that opened the desk (a report's number): the desk's
   * own controls start from theirs, the others go to the list request as they are.
   */
  linkFilters?: Readonly<Record<string, string>>;
}

export function deskLinkOf(params: URLSearchParams): DeskLink & { linkFilters: Record<string, string> } {
  const status = params.get("status");
  return {
    initialStatus: INQUIRY_STATUSES.find((known) => known === status),
    initialOverdue: params.get("overdue") === "true",
    linkFilters: linkFiltersOf(params),
  };
}

/** The desk's controls (the search and source as sent, after the input's wait). */
export interface DeskControls {
  status: InquiryStatus | "";
  type: InquiryType | "";
  assignee: string;
  awaiting: boolean;
  overdue: boolean;
  stage: LeadStage | "";
  kind: LeadKind | "";
  source: string;
  order: LeadSort;
  search: string;
}

/** The filters the desk has a control for; a link's other filters are passed on untouched. */
const CONTROLLED = new Set(["status", "type", "stage", "kind", "source", "assignee", "q", "awaiting", "overdue", "sort"]);
const pick = <T extends string>(values: readonly T[], value: string | undefined) => values.find((known) => known === value);

/** The link's filters the desk has no control for. */
export const linkOnlyOf = (linkFilters: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(linkFilters).filter(([name]) => !CONTROLLED.has(name)));

export function openingControls({ initialStatus, initialOverdue, linkFilters = {} }: DeskLink): DeskControls {
  return {
    status: initialStatus ?? "",
    type: pick(INQUIRY_TYPES, linkFilters.type) ?? "",
    assignee: linkFilters.assignee ?? "",
    awaiting: linkFilters.awaiting === "true",
    overdue: initialOverdue ?? false,
    stage: pick(LEAD_STAGES, linkFilters.stage) ?? "",
    kind: pick(LEAD_KINDS, linkFilters.kind) ?? "",
    source: linkFilters.source ?? "",
    order: pick(LEAD_SORTS, linkFilters.sort) ?? "newest",
    search: linkFilters.q ?? "",
  };
}

/** The list request of the desk's controls and the link's other filters. */
export function deskFilters(controls: DeskControls, linkOnly: Readonly<Record<string, string>>): LeadsQuery {
  return {
    ...linkOnly,
    status: controls.status || undefined,
    type: controls.type || undefined,
    stage: controls.stage || undefined,
    kind: controls.kind || undefined,
    source: controls.source.trim() || undefined,
    assignee: controls.assignee || undefined,
    q: controls.search.trim() || undefined,
    awaiting: controls.awaiting ? "true" : undefined,
    overdue: controls.overdue ? "true" : undefined,
    sort: controls.order,
  };
}

/** The desk's first read (its first page and counts) for the address `params`, into the cache the desk reads. */
export function readDeskOpening(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const link = deskLinkOf(params);
  return queryClient.prefetchInfiniteQuery(leadsQueryOptions(deskFilters(openingControls(link), linkOnlyOf(link.linkFilters)), { counts: true }));
}
