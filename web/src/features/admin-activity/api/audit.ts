/**
 * The audit log's reads: a page at a time, newest first, narrowed by the filters (the server does
 * the filtering; the From and To days are the agency's, sent as the instants they begin and end);
 * the CSV of every matching entry; and what the filters offer to choose from.
 */
import type { AuditPage } from "@contract/audit.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import { dayIn } from "../../../lib/zoned-time.ts";

/** The filters as the form holds them; an empty string means "any". */
export interface AuditFilters {
  actor: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: "", entity: "", entityId: "", from: "", to: "" };

/**
 * The query string of the filters that are set, plus `extra`: From as the first instant of its day
 * on `zone`'s clock (the agency's), To as the last.
 */
export function auditQueryString(filters: AuditFilters, zone: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const bounds = { from: dayIn(filters.from, zone)?.first ?? filters.from, to: dayIn(filters.to, zone)?.last ?? filters.to };
  for (const [name, value] of Object.entries({ ...filters, ...bounds, ...extra })) if (value) params.set(name, value);
  return params.toString();
}

export function useAuditLog(filters: AuditFilters, zone: string) {
  return useInfiniteQuery({
    queryKey: ["admin", "audit", filters, zone],
    queryFn: ({ pageParam, signal }) =>
      get<AuditPage>(`/audit?${auditQueryString(filters, zone, pageParam ? { cursor: pageParam } : {})}`, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
}

/** Every matching entry as CSV text (the server's export). */
export function fetchAuditCsv(filters: AuditFilters, zone: string): Promise<string> {
  return get<string>(`/audit?${auditQueryString(filters, zone, { format: "csv" })}`, { timeoutMs: 60_000 });
}

/** The people the log can be narrowed to: every account (staff first). */
export function usePeople() {
  return useQuery({
    queryKey: ["admin", "audit", "people"],
    queryFn: ({ signal }) => get<{ id: string; name: string; isAdmin: boolean }[]>("/auth/users", { signal }),
    select: (users) => [...users].sort((a, b) => Number(b.isAdmin) - Number(a.isAdmin) || a.name.localeCompare(b.name)),
  });
}

/** The items of one catalogue collection, by name, for the "Item" filter. */
export function useCatalogueNames(collection: CatalogueCollection | null) {
  return useQuery({
    queryKey: ["admin", "audit", "items", collection],
    queryFn: ({ signal }) =>
      get<{ items: { id: string; name: string }[] }>(`/admin/catalogue/${collection}`, { signal }),
    select: (answer) => answer.items.map(({ id, name }) => ({ id, name })),
    enabled: collection !== null,
  });
}
