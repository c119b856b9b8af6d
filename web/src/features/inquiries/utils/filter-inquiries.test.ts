import type { Inquiry } from "@contract/inquiry.ts";
import { describe, expect, it } from "vitest";
import { filterInquiries, UNASSIGNED } from "./filter-inquiries.ts";

const base: Omit<Inquiry, "id" | "submissionDate"> = {
  type: "package", itemId: "p1", itemName: "Desert Palace Escape", userName: "Layla Haddad", userEmail: "layla@example.com",
  userPhone: "+971 50 1", numPeople: "2", preferredDates: "", specialRequests: "", status: "New",
};
const list: Inquiry[] = [
  { ...base, id: "a", submissionDate: "2026-01-01T00:00:00.000Z" },
  { ...base, id: "b", submissionDate: "2026-03-01T00:00:00.000Z", type: "activity", itemName: "Dune Dinner", status: "Viewed" },
  { ...base, id: "c", submissionDate: "2026-02-01T00:00:00.000Z", type: "vip_service", itemName: "Luxury Accommodations", userName: "Omar Aziz", userEmail: "omar@x.example", status: "Responded" },
];
const none = { status: "", type: "", search: "" } as const;

describe("filterInquiries", () => {
  it("lists newest first", () => {
    expect(filterInquiries(list, none).map((i) => i.id)).toEqual(["b", "c", "a"]);
  });
  it("filters by status and by type", () => {
    expect(filterInquiries(list, { ...none, status: "Viewed" }).map((i) => i.id)).toEqual(["b"]);
    expect(filterInquiries(list, { ...none, type: "vip_service" }).map((i) => i.id)).toEqual(["c"]);
    expect(filterInquiries(list, { ...none, type: "package", status: "Viewed" })).toEqual([]);
  });
  it("searches requester and item, case-insensitively, every word", () => {
    expect(filterInquiries(list, { ...none, search: "OMAR" }).map((i) => i.id)).toEqual(["c"]);
    expect(filterInquiries(list, { ...none, search: "dune layla" }).map((i) => i.id)).toEqual(["b"]);
    expect(filterInquiries(list, { ...none, search: "layla@example" }).map((i) => i.id)).toEqual(["b", "a"]);
    expect(filterInquiries(list, { ...none, search: "nobody" })).toEqual([]);
  });
  it("filters by assignee, or for those nobody looks after", () => {
    const assigned = list.map((i) => (i.id === "c" ? { ...i, assignee: { id: "u1", name: "Omar" } } : i));
    expect(filterInquiries(assigned, { ...none, assignee: "u1" }).map((i) => i.id)).toEqual(["c"]);
    expect(filterInquiries(assigned, { ...none, assignee: UNASSIGNED }).map((i) => i.id)).toEqual(["b", "a"]);
    expect(filterInquiries(assigned, { ...none, assignee: "" }).map((i) => i.id)).toEqual(["b", "c", "a"]);
  });
  it("shows those awaiting our reply, and orders the longest waiting first", () => {
    const waiting = list.map((i) =>
      i.id === "a" ? { ...i, awaitingSince: "2026-03-02T00:00:00.000Z" } : i.id === "c" ? { ...i, awaitingSince: "2026-03-05T00:00:00.000Z" } : i
    );
    expect(filterInquiries(waiting, { ...none, awaiting: true }).map((i) => i.id)).toEqual(["c", "a"]);
    expect(filterInquiries(waiting, { ...none, awaiting: true, order: "waiting" }).map((i) => i.id)).toEqual(["a", "c"]);
    expect(filterInquiries(waiting, { ...none, order: "waiting" }).map((i) => i.id)).toEqual(["a", "c", "b"]);
  });
});
