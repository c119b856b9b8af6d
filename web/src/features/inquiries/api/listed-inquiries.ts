/**
 * The desk's cached lists and their keys: the spec's list of inquiries and the pages of leads sit
 * under one key, so refreshing the inquiries refreshes the leads too, and a changed inquiry is put
 * into every list at once.
 */
import type { DeskInquiry, Inquiry } from "@contract/inquiry.ts";
import type { LeadsPage } from "@contract/leads.ts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";

export const INQUIRIES_QUERY_KEY = ["admin", "inquiries"] as const;
export const LEADS_QUERY_KEY = [...INQUIRIES_QUERY_KEY, "leads"] as const;

/** Puts a changed inquiry into every cached list (the spec's list and each page of leads) at once. */
export function updateListedInquiry(queryClient: QueryClient, updated: Inquiry): void {
  queryClient.setQueryData<DeskInquiry[]>(INQUIRIES_QUERY_KEY, (list) => list?.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)));
  queryClient.setQueriesData<InfiniteData<LeadsPage>>({ queryKey: LEADS_QUERY_KEY }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)) })),
    });
}

/** Takes a deleted inquiry out of every cached list. */
export function dropListedInquiry(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<DeskInquiry[]>(INQUIRIES_QUERY_KEY, (list) => list?.filter((item) => item.id !== id));
  queryClient.setQueriesData<InfiniteData<LeadsPage>>({ queryKey: LEADS_QUERY_KEY }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) });
}

