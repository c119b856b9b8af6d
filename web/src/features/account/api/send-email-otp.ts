import { useMutation } from "@tanstack/react-query";
import { post, withDefaultMessage } from "../../../lib/api-client.ts";

export interface OtpSent {
  sent: true;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** POST /api/auth/send-email-otp: a 6-digit code to `email`. */
export async function sendEmailOtp(email: string): Promise<OtpSent> {
  try {
    return await post<OtpSent>("/auth/send-email-otp", { email });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to send OTP");
  }
}

export const useSendEmailOtp = () => useMutation({ mutationFn: sendEmailOtp });
