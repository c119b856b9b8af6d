/**
 * A push as the outbox keeps it: plain data (written in a commit, delivered later, maybe by
 * another instance), so who is told and what they read is decided only when it is sent.
 */
import type { PushPayload } from "../../contract/push.ts";
import type { TravellerPush } from "./texts.ts";

/**
 * Who is told: a member (their user id), a visitor's chat session, an inquiry's thread (its id),
 * the devices turned on from a trip's private links (the links' hashes; a link revoked before the
 * delivery is skipped), and/or the staff with push on.
 */
export type Audience = { user?: string; chat?: string; thread?: string; tripLinks?: string[]; staff?: boolean };

/**
 * What a push says: the same payload to everyone (staff's, English), or a traveller's push in the
 * language of each device's owner, with its link (`path`, unprefixed; the push's own by default).
 */
export type PushMessage = PushPayload | { traveller: TravellerPush; path?: string };
