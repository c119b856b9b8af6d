import type { RegisterInput } from "@contract/user.ts";
import { useMutation } from "@tanstack/react-query";
import { post, withDefaultMessage } from "../../../lib/api-client.ts";

/** POST /api/auth/register: the application. The answer is not read (a fixed thank-you is shown). */
export async function register(input: RegisterInput): Promise<void> {
  try {
    await post("/auth/register", input);
  } catch (error) {
    throw withDefaultMessage(error, "Registration failed");
  }
}

export const useRegister = () => useMutation({ mutationFn: register });
