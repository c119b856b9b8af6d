/** The agency's settings in the API document. */
import { agencyInfo } from "../../contract/agency.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

export const agencyDocs: RouteDoc[] = [
  {
    route: "GET /api/agency",
    summary: "Read the agency's settings",
    description:
      "The agency's time zone (`AGENCY_TIMEZONE`, an IANA name; Asia/Dubai unless configured): the staff screens show " +
      "every time on its clock, with the zone named, and read a scheduled publication's date and time on it.",
    tag: "Agency",
    operationId: "getAgency",
    access: "public",
    answer: { description: "The agency's time zone.", schema: agencyInfo },
  },
];
