import type { User } from "@contract/user.ts";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/auth/profile: the current user for the stored token. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  try {
    return await get<User>("/auth/profile", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch profile");
  }
}
