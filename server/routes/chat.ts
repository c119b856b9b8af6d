/** The AI concierge chat: sessions, messages, streaming replies, staff handoff. */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";

export const chatRoutes = new Hono<AppEnv>();
