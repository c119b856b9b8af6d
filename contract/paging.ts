/**
 * The one shape of a paged list: `?limit=&cursor=` in, `{items, next}` out (`next` is the cursor of
 * the next page, null at the end). A list whose answer the spec fixes as an array answers the
 * page's array and the next cursor in the `Next-Cursor` header instead (`GET /api/inquiries`,
 * `/api/bespoke`, `/api/chat/sessions`, `/api/auth/users`, `/api/media/list`). A cursor is opaque
 * and belongs to its list and filters: the server refuses it anywhere else.
 */
import { z } from "zod";

/** Items a page holds when `limit` is not given, and at most. */
export const PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** The header a list answered as an array names its next page's cursor in. */
export const NEXT_CURSOR_HEADER = "Next-Cursor";

export const pageLimit = z.coerce.number().int().min(1).max(PAGE.maxLimit);
export const pageCursor = z.string().max(2000);

/** `limit` and `cursor`, both optional (without `limit` an array list answers as the spec's whole list). */
export const pageQuery = z.object({ limit: pageLimit.optional(), cursor: pageCursor.optional() });
export type PageQuery = z.infer<typeof pageQuery>;

/** `{items, next}` of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null at the end. */
    next: z.string().nullable(),
  });
}

export type Page<T> = { items: T[]; next: string | null };
