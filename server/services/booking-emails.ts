/**
 * Whether a traveller gets the emails that follow up their requests (a consultant's reply to an
 * inquiry, news of a bespoke request): these are "booking updates". A member decides with two
 * switches of their notification settings, the email switch and "booking updates"; both must be on.
 * Travellers without an account always get them. The confirmation of a request just sent is the
 * answer to it, not an update, and is sent whatever these settings say (an inquiry's, at most
 * CONFIRMATION_LIMIT a day to one address: server/services/inquiries.ts); "marketing" and
 * "newsletter" never govern these.
 */
import type { StoredUser } from "../kv/users.ts";
import { getUser, getUserByEmail } from "../kv/users.ts";

/** The member a request belongs to: the one signed in when it was sent, else the account with its email. */
export async function memberOfRequest(kv: Deno.Kv, request: { userId?: string; userEmail: string }): Promise<StoredUser | null> {
  if (request.userId) return await getUser(kv, request.userId);
  return request.userEmail ? await getUserByEmail(kv, request.userEmail) : null;
}

/** A member's choice: the email switch and "booking updates" both on (settings never saved count as on). */
export function wantsBookingEmails(user: Pick<StoredUser, "preferences">): boolean {
  const settings = user.preferences?.notifications;
  return settings?.email !== false && settings?.bookingUpdates !== false;
}

/** Whether the follow-up emails about this request may be sent. */
export async function bookingEmailsAllowed(kv: Deno.Kv, request: { userId?: string; userEmail: string }): Promise<boolean> {
  const member = await memberOfRequest(kv, request);
  return member ? wantsBookingEmails(member) : true;
}
