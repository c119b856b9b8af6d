import type { User, UserPatch } from "@contract/user.ts";
import { useMutation } from "@tanstack/react-query";
import { patch, withDefaultMessage } from "../../../lib/api-client.ts";

/** PATCH /api/auth/users/{id}: the member's own profile or settings. */
export async function updateProfile(id: string, changes: UserPatch): Promise<User> {
  try {
    return await patch<User>(`/auth/users/${encodeURIComponent(id)}`, changes);
  } catch (error) {
    throw withDefaultMessage(error, "Failed to update profile");
  }
}

/** Saves; `onSaved` receives the server's answer (the refreshed profile, to store as the current user). */
export function useUpdateProfile(userId: string, onSaved: (user: User) => void) {
  return useMutation({
    mutationFn: (changes: UserPatch) => updateProfile(userId, changes),
    onSuccess: onSaved,
  });
}
