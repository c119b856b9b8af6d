/** A member's own account in the API document: email codes, registration, password, profile. */
import { z } from "zod";
import {
  changePasswordInput,
  registerInput,
  sendOtpInput,
  user,
  userPatch,
  verifyOtpInput,
} from "../../contract/user.ts";
import { OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS } from "../auth/limits.ts";
import { idParam, travellerLanguageQuery } from "../openapi/params.ts";
import { limitDoc, type RouteDoc } from "../openapi/route-doc.ts";
import { SIGN_IN_LIMITS } from "./auth.doc.ts";

const tag = "Account";

export const accountDocs: RouteDoc[] = [
  {
    route: "POST /api/auth/send-email-otp",
    summary: "Send an email code",
    description:
      "A 6-digit code by email, valid 10 minutes, once, for 5 tries; a new one at most once a minute " +
      "(429). An address that already has an account is refused with 409; a failed delivery answers 503.",
    tag,
    operationId: "sendEmailOtp",
    access: "public",
    query: travellerLanguageQuery("of the email with the code"),
    body: sendOtpInput,
    answer: {
      description: "The code was sent.",
      schema: z.object({
        sent: z.literal(true),
        expiresInSeconds: z.number(),
        resendAfterSeconds: z.number(),
      }),
    },
    errors: ["conflict"],
    limits: [
      limitDoc(OTP_REQUESTS_PER_ACCOUNT, "email address asked for"),
      limitDoc(OTP_REQUESTS_PER_ADDRESS, "client address"),
    ],
  },
  {
    route: "POST /api/auth/verify-email-otp",
    summary: "Verify an email code",
    description:
      "A right code marks the address verified for a while (for registration or an email change); " +
      "a wrong, expired or used-up code (5 wrong tries) is refused with 400.",
    tag,
    operationId: "verifyEmailOtp",
    access: "public",
    body: verifyOtpInput,
    answer: {
      description: "The address is verified until `expiresAt`.",
      schema: z.object({ verified: z.literal(true), expiresAt: z.string() }),
    },
  },
  {
    route: "POST /api/auth/register",
    summary: "Apply for membership",
    description:
      "Needs an address verified with a code first (400 otherwise). The member starts unapproved " +
      "and is not signed in; the answer carries the thank-you text.",
    tag,
    operationId: "register",
    access: "public",
    query: travellerLanguageQuery("the member applies in: their later emails (the approval) are written in it"),
    body: registerInput,
    answer: {
      status: 201,
      description: "The new (unapproved) member.",
      schema: z.object({ user, message: z.string() }),
    },
    errors: ["conflict", "busy"],
  },
  {
    route: "POST /api/auth/change-password",
    summary: "Change my password",
    description:
      "Checks the current password under the sign-in limits (a wrong one is a 400 and counts as a " +
      "failed sign-in) and ends every other session of the member.",
    tag,
    operationId: "changePassword",
    access: "signed-in",
    body: changePasswordInput,
    answer: { description: "Changed.", schema: z.object({ changed: z.literal(true) }) },
    errors: ["busy"],
    limits: SIGN_IN_LIMITS,
  },
  {
    route: "PATCH /api/auth/users/:id",
    summary: "Update a user's profile",
    description: "The user themselves or an administrator. A member may not change the staff flags " +
      "(403) and a new email address must be verified with a code first (400); a taken one is 409.",
    tag,
    operationId: "updateUser",
    access: "signed-in",
    params: idParam,
    body: userPatch,
    answer: { description: "The updated user.", schema: user },
    errors: ["forbidden", "not_found", "conflict"],
  },
];
