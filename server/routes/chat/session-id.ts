import type { Context } from "hono";
import { CHAT_TEXTS, isChatSessionId } from "../../../contract/chat/session.ts";
import { notFound } from "../../errors.ts";
import type { AppEnv } from "../../http/context.ts";

/** The conversation id in the path: anything that cannot be one cannot be found. */
export function sessionIdParam(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!isChatSessionId(id)) throw notFound(CHAT_TEXTS.sessionNotFound);
  return id;
}
