/**
 * The inquiry thread's use cases, free of HTTP: staff reply, note, assign and revoke links; the
 * traveller (through a private link, or logged in as the member it belongs to) reads the thread and
 * writes back. Every message is stored first, then its email is written to the outbox (before the
 * answer); the outbox worker sends it, retrying, and records its outcome on the message, so a mail
 * failure never loses a message and shows on the desk.
 */
import { consultantName } from "../../contract/user.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import {
  type DeskMessage,
  progressOf,
  THREAD_TEXTS,
  type TravellerMessage,
  type TravellerThread,
} from "../../contract/inquiry-thread.ts";
import { badRequest, notFound } from "../errors.ts";
import { getInquiry, INQUIRY_NOT_FOUND, localItemName, setInquiryAssignee } from "../kv/inquiries.ts";
import {
  appendThreadMessage,
  deskThreadOf,
  listThreadMessages,
  recordMessageMail,
  revokeThreadLinks,
} from "../kv/inquiry-threads.ts";
import type { Limit } from "../kv/rate-windows.ts";
import { mintThreadLink } from "../kv/thread-links.ts";
import { getUser, type StoredUser } from "../kv/users.ts";
import { consultantReplyMail, travellerMessageMail } from "../mail/thread-mail.ts";
import type { Actor, Limited } from "./caller.ts";
import { type InquiryDeps, inquiryMailOptions } from "./inquiries.ts";
import type { AuditContext } from "../kv/audit.ts";
import { inquiryAnsweredPush } from "../push/events.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { OutboxMessage } from "../kv/outbox.ts";
import { bookingEmailsAllowed } from "./booking-emails.ts";

/** A traveller's messages per client address, as for inquiries. */
export const THREAD_ADDRESS_LIMIT: Limit = {
  bucket: "thread-messages",
  max: 20,
  windowMs: 3_600_000,
  message: "You have sent many messages in a short time. Please wait a while, or call or email us directly.",
};

/** A traveller's messages per thread, from any address. */
export const THREAD_LIMIT: Limit = {
  bucket: "thread-messages-thread",
  max: 10,
  windowMs: 3_600_000,
  message: "This conversation has many new messages. Please wait a while for our answer, or call or email us directly.",
};

/**
 * Writes a message's email to the outbox (the worker records how it went on the message), or
 * records it `skipped` when `mail` chose not to send it; `also`: more the same moment sends (pushes).
 */
async function mailOf(deps: InquiryDeps, inquiryId: string, messageId: string, mail: () => Promise<MailMessage | "skipped">, also: OutboxMessage[] = []) {
  const built = await mail();
  if (built === "skipped") await recordMessageMail(deps.kv, inquiryId, messageId, "skipped");
  await deps.outbox.post([
    ...(built === "skipped" ? [] : [{ message: { kind: "mail" as const, mail: built }, record: { inquiry: inquiryId, message: messageId } }]),
    ...also.map((message) => ({ message })),
  ]);
}

/**
 * Everything that tells a traveller a consultant answered them: the email with a new private link
 * (a booking update: not sent to a member who turned those emails off), and the push notifications.
 */
export async function onInquiryReplied(deps: InquiryDeps, inquiry: Inquiry, reply: DeskMessage, token: string): Promise<void> {
  await mailOf(deps, inquiry.id, reply.id, async () => {
    if (!(await bookingEmailsAllowed(deps.kv, inquiry))) return "skipped";
    const itemName = await localItemName(deps.kv, inquiry);
    return consultantReplyMail(inquiry, reply, token, inquiryMailOptions(deps), itemName);
  }, inquiryAnsweredPush(inquiry, { member: `/journeys/inquiries/${inquiry.id}`, thread: `/threads/${token}` }));
}

/** Everything that tells the desk a traveller wrote: the email to the assignee, else the staff address. */
export async function onTravellerWrote(deps: InquiryDeps, inquiry: Inquiry, message: DeskMessage): Promise<void> {
  await mailOf(deps, inquiry.id, message.id, async () => {
    const assignee = inquiry.assignee ? await getUser(deps.kv, inquiry.assignee.id) : null;
    const to = assignee?.isAdmin ? assignee.email : deps.config.STAFF_EMAIL;
    return travellerMessageMail(inquiry, message, to, inquiryMailOptions(deps));
  });
}

/** A consultant answers: stored with their name, the inquiry set to Responded, then emailed with a new link. */
export async function replyToInquiry(deps: InquiryDeps, actor: Actor, inquiryId: string, text: string, audit?: AuditContext): Promise<DeskMessage> {
  const link = mintThreadLink();
  const { message, inquiry } = await appendThreadMessage(deps.kv, inquiryId, {
    kind: "reply",
    authorName: consultantName(actor.user),
    text,
    status: "Responded",
    linkHash: link.hash,
    audit,
  });
  await onInquiryReplied(deps, inquiry, message, link.token);
  return message;
}

/** An internal note: on the desk only, never emailed or shown to the traveller. */
export async function addInquiryNote(deps: Pick<InquiryDeps, "kv">, actor: Actor, inquiryId: string, text: string, audit?: AuditContext): Promise<DeskMessage> {
  return (await appendThreadMessage(deps.kv, inquiryId, { kind: "note", authorName: consultantName(actor.user), text, audit })).message;
}

/** Assigns an administrator, or nobody (null); 400 when the id is not an administrator's. */
export async function assignInquiry(deps: Pick<InquiryDeps, "kv">, inquiryId: string, assigneeId: string | null, audit?: AuditContext): Promise<Inquiry> {
  if (assigneeId === null) return await setInquiryAssignee(deps.kv, inquiryId, null, audit);
  const user = await getUser(deps.kv, assigneeId);
  if (!user?.isAdmin) throw badRequest(THREAD_TEXTS.notAdmin);
  return await setInquiryAssignee(deps.kv, inquiryId, { id: user.id, name: consultantName(user) }, audit);
}

export function deskThread(deps: Pick<InquiryDeps, "kv">, inquiryId: string) {
  return deskThreadOf(deps.kv, inquiryId);
}

export function revokeLinks(deps: Pick<InquiryDeps, "kv">, inquiryId: string, audit?: AuditContext): Promise<number> {
  return revokeThreadLinks(deps.kv, inquiryId, audit);
}

/** The traveller's view of a thread: no notes, no mail states, no contact details. */
export async function travellerThread(deps: Pick<InquiryDeps, "kv">, inquiryId: string): Promise<TravellerThread> {
  const [inquiry, messages] = await Promise.all([getInquiry(deps.kv, inquiryId), listThreadMessages(deps.kv, inquiryId)]);
  if (!inquiry) throw notFound(THREAD_TEXTS.deleted);
  return {
    inquiry: {
      id: inquiry.id,
      type: inquiry.type,
      // The item's name in the inquiry's language (its emails' words) while the catalogue has it.
      itemName: (await localItemName(deps.kv, inquiry)) ?? inquiry.itemName,
      userName: inquiry.userName,
      submissionDate: inquiry.submissionDate,
      specialRequests: inquiry.specialRequests,
    },
    progress: progressOf(inquiry.status),
    messages: messages.flatMap((m): TravellerMessage[] =>
      m.kind === "note" ? [] : [{ id: m.id, kind: m.kind, authorName: m.authorName, text: m.text, sentAt: m.sentAt }]
    ),
  };
}

/** The traveller writes back, holding the request's places in its rate windows; the desk is emailed afterwards. */
export async function postTravellerMessage(deps: InquiryDeps, inquiryId: string, text: string, limited: Limited): Promise<TravellerMessage> {
  const { message, inquiry } = await limited(() => appendThreadMessage(deps.kv, inquiryId, { kind: "traveller", text }));
  await onTravellerWrote(deps, inquiry, message);
  return { id: message.id, kind: "traveller", authorName: message.authorName, text: message.text, sentAt: message.sentAt };
}

/**
 * A member's own inquiry: sent while logged in as them, or logged out from their account's email
 * address (verified by code at registration). Anything else is not found.
 */
export async function memberInquiryId(deps: Pick<InquiryDeps, "kv">, user: StoredUser, inquiryId: string): Promise<string> {
  const inquiry = await getInquiry(deps.kv, inquiryId);
  const owner = inquiry?.userId ?? (inquiry?.userEmail.toLowerCase() === user.email.toLowerCase() ? user.id : undefined);
  if (!inquiry || owner !== user.id) throw notFound(INQUIRY_NOT_FOUND);
  return inquiry.id;
}
