/**
 * The admin actions on a user: approve, toggle admin, create, update, delete. Each puts the server's
 * answer into the cached list, and reports the changed user so the page can refresh the current
 * user's stored record when it is their own.
 */
import type { CreateUserInput, User, UserPatch } from "@contract/user.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updatePagedItems } from "../../../lib/paged-list.ts";
import { del, patch, post, withDefaultMessage } from "../../../lib/api-client.ts";
import { getUsers, USERS_QUERY_KEY } from "./get-users.ts";

const userPath = (id: string) => `/auth/users/${encodeURIComponent(id)}`;

async function withMessage<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withDefaultMessage(error, fallback);
  }
}

/** PATCH /api/auth/users/{id}/approve */
export const approveUser = (id: string) => withMessage("Failed to approve user.", () => patch<User>(`${userPath(id)}/approve`, { isApproved: true }));

/**
 * PATCH /api/auth/users/{id}/admin with the negation of the current value, read from a fresh list
 * rather than from the (possibly stale) screen.
 */
export const toggleAdmin = (id: string) =>
  withMessage("Failed to toggle admin status.", async () => {
    const fresh = (await getUsers()).find((u) => u.id === id);
    if (!fresh) throw new Error("User not found.");
    return await patch<User>(`${userPath(id)}/admin`, { isAdmin: !fresh.isAdmin });
  });

/** POST /api/auth/create-user, or PATCH /api/auth/users/{id} when editing. */
export const saveUser = (input: { id?: string; create?: CreateUserInput; update?: UserPatch }) =>
  withMessage("Failed to save user.", () =>
    input.id ? patch<User>(userPath(input.id), input.update) : post<User>("/auth/create-user", input.create));

/** DELETE /api/auth/users/{id} */
export const deleteUser = (id: string) => withMessage("Failed to delete user.", () => del(userPath(id)));

export function useUserAction<A>(run: (arg: A) => Promise<unknown>, onUserChanged?: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      const changed = answer && typeof answer === "object" && "id" in answer && "email" in answer ? (answer as User) : null;
      if (changed) {
        // Each page shown gets the server's answer in place; the lists read again after.
        updatePagedItems<User>(queryClient, [...USERS_QUERY_KEY, "pages"], (u) => (u.id === changed.id ? changed : u));
        onUserChanged?.(changed);
      }
      void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
