import { useMutation } from "@tanstack/react-query";
import { post, withDefaultMessage } from "../../../lib/api-client.ts";

/** POST /api/auth/verify-email-otp: marks the address verified on the server for a while. */
export async function verifyEmailOtp(input: { email: string; otp: string }): Promise<{ verified: true; expiresAt: string }> {
  try {
    return await post<{ verified: true; expiresAt: string }>("/auth/verify-email-otp", input);
  } catch (error) {
    throw withDefaultMessage(error, "Failed to verify OTP");
  }
}

export const useVerifyEmailOtp = () => useMutation({ mutationFn: verifyEmailOtp });
