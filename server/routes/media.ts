/** The media library: streamed uploads, listing, info and deletion (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";

export const mediaRoutes = new Hono<AppEnv>();
