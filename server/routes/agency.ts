/** The agency's settings the web app needs: its time zone, the clock of every staff screen (contract/agency-time.ts). */
import { Hono } from "hono";
import type { AgencyInfo } from "../../contract/agency.ts";
import type { AppEnv } from "../http/context.ts";

export const agencyRoutes = new Hono<AppEnv>();

agencyRoutes.get("/", (c) => c.json({ data: { timeZone: c.var.deps.config.AGENCY_TIMEZONE } satisfies AgencyInfo }));
