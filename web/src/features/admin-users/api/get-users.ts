import type { Page } from "@contract/paging.ts";
import type { User } from "@contract/user.ts";
import type { USER_SHOWS } from "@contract/list-queries.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";
import { getArrayPage, usePagedList } from "../../../lib/paged-list.ts";

export const USERS_QUERY_KEY = ["admin", "users"] as const;

/** GET /api/auth/users (administrators): every user. */
export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  try {
    return await get<User[]>("/auth/users", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch users");
  }
}

export type UsersShown = (typeof USER_SHOWS)[number];

/** The list's filters: which accounts, and the search (words of the name or email), both applied by the server. */
export type UserFilters = { show: UsersShown; q: string };

/** One page of GET /api/auth/users, newest first, and the next page's cursor. */
export async function getUsersPage(filters: UserFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<User>> {
  try {
    return await getArrayPage<User>("/auth/users", { show: filters.show === "all" ? undefined : filters.show, q: filters.q.trim() }, cursor, signal);
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch users");
  }
}

/** The users `filters` name, a page at a time (`fetchNextPage` reads the next); another filter keeps the list shown until its first page. */
export const useUserPages = (filters: UserFilters) =>
  usePagedList([...USERS_QUERY_KEY, "pages", filters], (cursor, signal) => getUsersPage(filters, cursor, signal));

/** How many administrators there are (up to a page): the last one's admin toggle and delete are disabled. */
export const useAdminCount = () =>
  useQuery(queryOptions({
    queryKey: [...USERS_QUERY_KEY, "admins"],
    queryFn: async ({ signal }) => (await getUsersPage({ show: "admins", q: "" }, null, signal)).items.length,
    staleTime: 0,
  }));
