/** Inquiries: public submission (idempotent, rate limited) and the staff desk (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";

export const inquiriesRoutes = new Hono<AppEnv>();
