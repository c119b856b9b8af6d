import type { User } from "@contract/user.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

export const USERS_QUERY_KEY = ["admin", "users"] as const;

/** GET /api/auth/users (administrators). */
export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  try {
    return await get<User[]>("/auth/users", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch users");
  }
}

export const usersQueryOptions = () => queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => getUsers(signal), staleTime: 0 });

export const useUsers = () => useQuery(usersQueryOptions());
