/**
 * The inquiry thread's use cases, free of HTTP: staff reply, note, assign and revoke links; the
 * traveller (through a private link, or logged in as the member it belongs to) reads the thread and
 * writes back. Every message is stored with its email (and a reply's pushes) in the outbox, in one
 * commit; the outbox worker sends it, retrying, and records its outcome on the message, so a mail
 * failure never loses a message and shows on the desk, and a crash never loses the email.
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
 * What a consultant's reply sends, in its commit: the email with its new private link (a booking
 * update: `skipped` for a member who turned those emails off, decided before the commit) and the
 * push notifications.
 */
async function replySends(deps: InquiryDeps, inquiryId: string, token: string) {
  const before = await getInquiry(deps.kv, inquiryId);
  const allowed = before ? await bookingEmailsAllowed(deps.kv, before) : false;
  const itemName = before ? await localItemName(deps.kv, before) : undefined;
  return (reply: DeskMessage, inquiry: Inquiry) => ({
    mail: allowed ? { kind: "mail" as const, mail: consultantReplyMail(inquiry, reply, token, inquiryMailOptions(deps), itemName) } : undefined,
    also: inquiryAnsweredPush(inquiry, { member: `/journeys/inquiries/${inquiry.id}`, thread: `/threads/${token}` }),
  });
}

/** What a traveller's message sends, in its commit: the email to the assignee, else the staff address. */
async function travellerSends(deps: InquiryDeps, inquiryId: string) {
  const before = await getInquiry(deps.kv, inquiryId);
  const assignee = before?.assignee ? await getUser(deps.kv, before.assignee.id) : null;
  return (message: DeskMessage, inquiry: Inquiry) => {
    const to = assignee?.isAdmin && assignee.id === inquiry.assignee?.id ? assignee.email : deps.config.STAFF_EMAIL;
    return { mail: { kind: "mail" as const, mail: travellerMessageMail(inquiry, message, to, inquiryMailOptions(deps)) }, also: [] };
  };
}

/** A consultant answers: stored with their name, the inquiry set to Responded, then emailed with a new link. */
export async function replyToInquiry(deps: InquiryDeps, actor: Actor, inquiryId: string, text: string, audit?: AuditContext): Promise<DeskMessage> {
  const link = mintThreadLink();
  const { message } = await appendThreadMessage(deps.kv, inquiryId, {
    kind: "reply",
    authorName: consultantName(actor.user),
    text,
    status: "Responded",
    linkHash: link.hash,
    audit,
    outbox: await replySends(deps, inquiryId, link.token),
  });
  deps.outbox.wake();
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
  const outbox = await travellerSends(deps, inquiryId);
  const { message } = await limited(() => appendThreadMessage(deps.kv, inquiryId, { kind: "traveller", text, outbox }));
  deps.outbox.wake();
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
