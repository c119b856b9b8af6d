/** Membership and user administration: OTP, registration, profile updates, the admin user API. */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";

export const usersRoutes = new Hono<AppEnv>();
