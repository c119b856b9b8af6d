import type { TripSummary } from "@contract/trips/model.ts";
import { describe, expect, it } from "vitest";
import { splitUpcoming } from "./trip-board.tsx";

const trip = (id: string, startDate?: string) => ({ id, ...(startDate ? { startDate } : {}) }) as TripSummary;

describe("splitUpcoming", () => {
  it("puts departures within 30 days (and undated trips) first, in date order, and later ones apart", () => {
    const { soon, later } = splitUpcoming([trip("far", "2027-04-01"), trip("edge", "2027-03-31"), trip("undated"), trip("next", "2027-03-02")], "2027-03-01");
    expect(soon.map((t) => t.id)).toEqual(["undated", "next", "edge"]);
    expect(later.map((t) => t.id)).toEqual(["far"]);
  });
});
