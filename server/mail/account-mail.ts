/** The emails of the membership journey: the verification code, the staff notice, the approval. Plain text. */
import { OTP_RULES, type User } from "../../contract/user.ts";
import type { MailMessage } from "./mailer.ts";

export const OTP_SUBJECT = "Your verification code";
export const APPROVAL_SUBJECT = "Your membership is approved";
export const APPLICATION_SUBJECT = "New membership application";

export function otpMail(email: string, otp: string): MailMessage {
  const minutes = OTP_RULES.ttlMs / 60_000;
  return {
    to: email,
    subject: OTP_SUBJECT,
    text: [
      "Thank you for applying to the Elite Community.",
      "",
      `Your verification code is: ${otp}`,
      "",
      `It works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
    ].join("\n"),
  };
}

/** Links point at the site's configured address (AppDeps.siteUrl), never at the request's Host. */
export function approvalMail(user: User, baseUrl: string): MailMessage {
  return {
    to: user.email,
    subject: APPROVAL_SUBJECT,
    text: [
      `Dear ${user.name},`,
      "",
      "Welcome to the Elite Community: your membership application has been approved.",
      "You now have full access to our VIP services and bespoke travel experiences.",
      "",
      `Sign in at ${baseUrl}/login`,
      "",
      "With warm regards,",
      "Your concierge team",
    ].join("\n"),
  };
}

export function applicationMail(user: User, staffEmail: string, baseUrl: string): MailMessage {
  return {
    to: staffEmail,
    subject: `${APPLICATION_SUBJECT}: ${user.name.replace(/[\r\n]+/g, " ").slice(0, 100)}`,
    text: [
      `${user.name} <${user.email}> has applied for membership.`,
      `Mobile: ${user.mobileNumber}`,
      `Profession: ${user.profession === "Other" ? user.professionOther : user.profession}`,
      `Country of residence: ${user.countryOfResidence === "Other" ? user.countryOfResidenceOther : user.countryOfResidence}`,
      "",
      `Review and approve the application at ${baseUrl}/admin/users`,
    ].join("\n"),
  };
}
