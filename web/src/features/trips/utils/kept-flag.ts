/**
 * Whether this device keeps any trip, as a flag a first screen can read without loading the
 * device's database (the home page offers the kept trips only then). Holds no trip's content.
 */
const FLAG = "aurum.keptTrips";

export function anyTripKept(): boolean {
  try {
    return localStorage.getItem(FLAG) === "1";
  } catch {
    return false;
  }
}

export function setTripsKept(any: boolean): void {
  try {
    if (any) localStorage.setItem(FLAG, "1");
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage off: the home page does not offer kept trips; their links still open them.
  }
}
