/** The agency's settings the web app needs: its time zone, the clock of every staff screen (contract/agency-time.ts). */
import { Hono } from "hono";
import { type AgencyInfo, agencyInfo } from "../../contract/agency.ts";
import type { AppEnv } from "../http/context.ts";
import { declareOn } from "../openapi/registry.ts";

export const agencyRoutes = new Hono<AppEnv>();
const route = declareOn(agencyRoutes, "/api/agency");

route({
  route: "GET /api/agency",
  summary: "Read the agency's settings",
  description:
    "The agency's time zone (`AGENCY_TIMEZONE`, an IANA name; Asia/Dubai unless configured): the staff screens show " +
    "every time on its clock, with the zone named, and read a scheduled publication's date and time on it.",
  tag: "Agency",
  operationId: "getAgency",
  access: "public",
  answer: { description: "The agency's time zone.", schema: agencyInfo },
}, (c) => c.json({ data: { timeZone: c.var.deps.config.AGENCY_TIMEZONE } satisfies AgencyInfo }));
