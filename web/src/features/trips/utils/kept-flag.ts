/**
 * Whether this device keeps any trip, as a flag the trip page reads before loading the device's
 * database (a device that keeps none never loads it). Holds no trip's content; kept-trips.ts sets it.
 */
export const KEPT_FLAG = "aurum.keptTrips";

export function anyTripKept(): boolean {
  try {
    return localStorage.getItem(KEPT_FLAG) === "1";
  } catch {
    return false;
  }
}
