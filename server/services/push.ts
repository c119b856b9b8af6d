/**
 * Web Push subscriptions: a browser turning notifications on or off. Who owns a subscription decides
 * what it hears: a visitor's chat conversation (a consultant's answer), an inquiry's thread (a
 * consultant's reply, for a traveller holding its private link), a trip's link (staff's changes of
 * the trip, until the link is revoked), a member (their chat, inquiries,
 * bespoke requests, membership), or the staff (new inquiries, chats waiting for a consultant).
 */
import { CHAT_TEXTS, isChatSessionId, sessionOwnerId } from "../../contract/chat/session.ts";
import {
  PUSH_LIMITS,
  PUSH_TEXTS,
  type PushSubscriptionInput,
  type PushSubscriptionResult,
  type PushRenewInput,
  type PushUnsubscribeInput,
} from "../../contract/push.ts";
import type { AppDeps } from "../deps.ts";
import { forbidden, notFound, unauthorized } from "../errors.ts";
import { getChatSession } from "../kv/chat/sessions.ts";
import { deleteSubscriptions, type PushOwner, replaceEndpoint, saveSubscription } from "../kv/push-subscriptions.ts";
import { inquiryOfToken, linkStaysLive } from "../kv/thread-links.ts";
import { tripLinkOfToken, tripLinkStaysLive } from "../kv/trip-links.ts";
import type { StoredUser } from "../kv/users.ts";
import { checkEndpoint } from "../push/endpoint.ts";
import type { Limited } from "./caller.ts";

type OwnerInput = { chatSessionId?: string; staff?: boolean; threadToken?: string; tripToken?: string };

/**
 * The owner a request names: its chat session (which must exist, and be the caller's when it is a
 * member's; refused as "not found" otherwise), an inquiry's thread (by a live private link: 404 as
 * the thread page says otherwise), the staff (administrators only), else the signed-in member (401
 * without one).
 */
async function ownerOf(deps: AppDeps, user: StoredUser | undefined, input: OwnerInput): Promise<PushOwner> {
  if (input.threadToken !== undefined) return { kind: "thread", id: await inquiryOfToken(deps.kv, input.threadToken) };
  if (input.tripToken !== undefined) return { kind: "trip", id: (await tripLinkOfToken(deps.kv, input.tripToken)).hash };
  if (input.chatSessionId !== undefined) {
    const id = input.chatSessionId;
    if (!isChatSessionId(id)) throw notFound(CHAT_TEXTS.sessionNotFound);
    const session = await getChatSession(deps.kv, id);
    const owner = session ? session.userId : sessionOwnerId(id);
    if (!session || (owner && owner !== user?.id)) throw notFound(CHAT_TEXTS.sessionNotFound);
    return { kind: "chat", id };
  }
  if (!user) throw unauthorized();
  if (input.staff) {
    if (!user.isAdmin) throw forbidden();
    return { kind: "staff", id: user.id };
  }
  return { kind: "user", id: user.id };
}

/** Stores the subscription for its owner (a place in the address's window, taken by `limited`). */
export async function subscribe(
  deps: AppDeps,
  user: StoredUser | undefined,
  input: PushSubscriptionInput,
  limited: Limited,
): Promise<PushSubscriptionResult> {
  checkEndpoint(input.subscription.endpoint, deps.config);
  const owner = await ownerOf(deps, user, input);
  const max = owner.kind === "chat" || owner.kind === "thread" || owner.kind === "trip" ? PUSH_LIMITS.perChat : PUSH_LIMITS.perUser;
  const condition = input.threadToken !== undefined
    ? linkStaysLive(input.threadToken)
    : input.tripToken !== undefined
    ? tripLinkStaysLive(input.tripToken)
    : undefined;
  const bound = { max, message: PUSH_TEXTS.tooMany };
  const { created } = await limited(() => saveSubscription(deps.kv, owner, input.subscription, bound, condition));
  return { owner: owner.kind, created };
}

/**
 * Forgets an endpoint for one owner, chosen as when subscribing (a chat session, the staff, the
 * signed-in member); asked without a token and without a chat session, for every owner of it.
 * Holding the endpoint (a secret of the browser's push service) is what allows it.
 */
export async function unsubscribe(deps: AppDeps, user: StoredUser | undefined, input: PushUnsubscribeInput) {
  const named = input.chatSessionId !== undefined || input.threadToken !== undefined || input.tripToken !== undefined || input.staff ||
    user !== undefined;
  const owner = named ? await ownerOf(deps, user, input) : undefined;
  return { deleted: await deleteSubscriptions(deps.kv, input.endpoint, owner) };
}

/**
 * The browser replaced its subscription: each owner of the old endpoint gets the new one instead
 * (a place in the address's window, taken by `limited`). Holding the old endpoint is what allows it.
 */
export async function renew(deps: AppDeps, input: PushRenewInput, limited: Limited): Promise<{ renewed: number }> {
  checkEndpoint(input.subscription.endpoint, deps.config);
  return { renewed: await limited(() => replaceEndpoint(deps.kv, input.oldEndpoint, input.subscription)) };
}
