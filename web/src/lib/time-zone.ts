/**
 * The clock a member's pages show times on: the IANA zone of the member's timezone setting, given
 * by the session (`AuthProvider`); undefined for visitors, meaning the device's own clock. Staff
 * desks read it too, for the staff member's own setting.
 */
import { createContext, useContext } from "react";

export const TimeZoneContext = createContext<string | undefined>(undefined);

/** The member's zone on a member's page; undefined (the device's clock) for a visitor. */
export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
