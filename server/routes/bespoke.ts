/** Bespoke trip ideas: generation and saving for members, the staff list (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";

export const bespokeRoutes = new Hono<AppEnv>();
