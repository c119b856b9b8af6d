/** What `GET /api/agency` answers: the agency's settings the web app reads (contract/agency-time.ts uses them). */
import { z } from "zod";

export const agencyInfo = z.object({
  /** The agency's time zone (IANA, e.g. "Asia/Dubai"): the clock of every staff screen. */
  timeZone: z.string(),
});
export type AgencyInfo = z.infer<typeof agencyInfo>;
