import type { LoginAnswer, LoginInput } from "@contract/user.ts";
import { post, withDefaultMessage } from "../../../lib/api-client.ts";

/** POST /api/auth/login: {email, password, emailCode?} -> {access_token, user} (sets the device cookie). */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  let answer: unknown;
  try {
    answer = await post<unknown>("/auth/login", input);
  } catch (error) {
    throw withDefaultMessage(error, "Login failed");
  }
  if (
    typeof answer !== "object" || answer === null ||
    typeof (answer as LoginAnswer).access_token !== "string" ||
    typeof (answer as LoginAnswer).user !== "object" || (answer as LoginAnswer).user === null
  ) {
    throw new Error("Login failed");
  }
  return answer as LoginAnswer;
}
