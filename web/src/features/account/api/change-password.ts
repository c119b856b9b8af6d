import type { ChangePasswordInput } from "@contract/user.ts";
import { useMutation } from "@tanstack/react-query";
import { post, withDefaultMessage } from "../../../lib/api-client.ts";

/** POST /api/auth/change-password: other sessions are signed out; this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  try {
    await post("/auth/change-password", input);
  } catch (error) {
    throw withDefaultMessage(error, "Failed to change password");
  }
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
