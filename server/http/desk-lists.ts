/**
 * A staff desk's list answered with its version: `ETag` is the version of the desk's list (its
 * "changed" counter's versionstamp, read before the list), and a request whose `If-None-Match`
 * names it is answered 304 without reading the list. The server's start is part of the tag, so a
 * list answered by another build is never taken for the current one.
 */
import type { Context } from "hono";
import type { Desk } from "../../contract/desk-feed.ts";
import { deskVersion } from "../kv/desk-changes.ts";
import type { AppEnv } from "./context.ts";
import { z } from "zod";
import { NEXT_CURSOR_HEADER } from "../../contract/paging.ts";

const START = Date.now().toString(36);

export async function deskListAnswer(c: Context<AppEnv>, desk: Desk, list: () => Promise<unknown>): Promise<Response> {
  const etag = `"${await deskVersion(c.var.deps.kv, desk)}-${START}"`;
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, { etag });
  return c.json({ data: await list() }, 200, { etag });
}

/**
 * A list the spec answers as an array, one page of it: the page's items as the array and the next
 * page's cursor in `Next-Cursor` (absent on the last page), so old clients read the same shape.
 */
export function arrayPageAnswer(c: Context<AppEnv>, page: { items: unknown[]; next: string | null }): Response {
  return c.json({ data: page.items }, 200, page.next ? { [NEXT_CURSOR_HEADER.toLowerCase()]: page.next } : {});
}

/** The OpenAPI header of an array list's page. */
export const nextCursorHeaders = z.object({
  [NEXT_CURSOR_HEADER]: z.string().optional().meta({ description: "With `limit`: the next page's `cursor` (absent on the last page)." }),
});
