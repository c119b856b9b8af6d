import { post } from "../../../lib/api-client.ts";

/** POST /api/auth/logout. The session is cleared locally whatever the answer. */
export async function logout(): Promise<void> {
  await post("/auth/logout");
}
