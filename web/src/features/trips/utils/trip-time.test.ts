import { describe, expect, it } from "vitest";
import { changedSince, daysBetween, todayOf, wallNow } from "./trip-time.ts";

const item = (id: string, time?: string, endTime?: string, changedIn?: number) =>
  ({ id, kind: "transfer" as const, title: id, time, endTime, changedIn, bookingStatus: "confirmed" as const, contacts: [] });

const trip = {
  timeZone: "Asia/Dubai",
  stay: [item("hotel", undefined, undefined, 3)],
  days: [
    { id: "d1", date: "2027-03-12", items: [item("dinner", "20:00"), item("transfer", "10:30", undefined, 4), item("tour", "14:00", "17:00")] },
    { id: "d2", date: "2027-03-13", items: [] },
  ],
};

describe("the trip's clock", () => {
  it("reads today and the time on the trip's zone, not the phone's", () => {
    // 21:30 UTC on the 11th is 01:30 on the 12th in Dubai (UTC+4).
    expect(wallNow("Asia/Dubai", new Date("2027-03-11T21:30:00Z"))).toEqual({ date: "2027-03-12", time: "01:30" });
    expect(todayOf(trip, new Date("2027-03-11T21:30:00Z"))?.number).toBe(1);
    expect(todayOf(trip, new Date("2027-03-11T19:00:00Z"))).toBeNull();
  });

  it("orders today's items by time and highlights the one under way or next", () => {
    const at = (utc: string) => todayOf(trip, new Date(utc));
    expect(at("2027-03-12T05:00:00Z")?.items.map((i) => i.id)).toEqual(["transfer", "tour", "dinner"]);
    expect(at("2027-03-12T05:00:00Z")?.nextId).toBe("transfer"); // 09:00 there
    expect(at("2027-03-12T11:00:00Z")?.nextId).toBe("tour"); // 15:00: the tour runs until 17:00
    expect(at("2027-03-12T14:00:00Z")?.nextId).toBe("dinner"); // 18:00
    expect(at("2027-03-12T19:00:00Z")?.nextId).toBeUndefined(); // 23:00: nothing left
  });

  it("counts whole days", () => {
    expect(daysBetween("2027-03-01", "2027-03-12")).toBe(11);
    expect(daysBetween("2027-03-31", "2027-03-30")).toBe(-1);
  });

  it("marks the items changed since the revision this device last showed, none on a first visit", () => {
    expect([...changedSince(trip, 3)]).toEqual(["transfer"]);
    expect([...changedSince(trip, 2)].sort()).toEqual(["hotel", "transfer"]);
    expect(changedSince(trip, null).size).toBe(0);
  });
});
