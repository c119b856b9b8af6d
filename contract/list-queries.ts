/**
 * The staff lists' queries, each a page (`limit`, `cursor`: contract/paging.ts) and the filters its
 * screen has, applied on the server: `q` (words that must each start a word of the item's name,
 * email or title) and the list's own choices. Newest first (chats: last activity first, or
 * longest waiting first with `awaiting`).
 */
import { z } from "zod";
import { BESPOKE_STATUSES, CHAT_STATUSES, MEDIA_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { flagParam, searchWords } from "./leads.ts";
import { pageQuery } from "./paging.ts";

const q = z.string().trim().max(LIMITS.shortText).optional();

export const bespokeListQuery = pageQuery.extend({ status: z.enum(BESPOKE_STATUSES).optional(), q });
export type BespokeListQuery = z.infer<typeof bespokeListQuery>;

/** `awaiting=true`: only the conversations awaiting our reply, longest waiting first. */
export const chatListQuery = pageQuery.extend({ status: z.enum(CHAT_STATUSES).optional(), q, awaiting: flagParam });
export type ChatListQuery = z.infer<typeof chatListQuery>;

/** The users list's choices: everyone, members awaiting approval, or the administrators. */
export const USER_SHOWS = ["all", "pending", "admins"] as const;
export const userListQuery = pageQuery.extend({ show: z.enum(USER_SHOWS).optional(), q });
export type UserListQuery = z.infer<typeof userListQuery>;

export const mediaListQuery = pageQuery.extend({ type: z.enum(MEDIA_TYPES).optional(), q, t: z.string().max(40).optional() });
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/** Whether each word of the search `q` starts a word of `texts` (no search: yes). */
export function matchesSearch(q: string | undefined, ...texts: (string | undefined)[]): boolean {
  const wanted = searchWords(q ?? "");
  if (wanted.length === 0) return true;
  const own = searchWords(texts.filter(Boolean).join(" "));
  return wanted.every((word) => own.some((w) => w.startsWith(word)));
}
