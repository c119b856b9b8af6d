import { describe, expect, it } from "vitest";
import type { TravellerTrip } from "@contract/trips/model.ts";
import { keptFiles } from "./kept-trips.ts";

const item = (id: string, image?: string) => ({ id, kind: "experience" as const, title: id, image, bookingStatus: "confirmed" as const, contacts: [] });

describe("what a kept trip holds", () => {
  it("keeps its documents and its own site's pictures, each once, never another site's", () => {
    const trip = {
      stay: [item("h", "/media/hotel.jpg")],
      days: [{ id: "d1", items: [item("a", "/media/a.jpg"), item("b", "https://cdn.example/b.jpg"), item("c", "/media/a.jpg"), item("n")] }],
      documents: [{ id: "x", name: "v.pdf", kind: "voucher", contentType: "application/pdf", bytes: 10, url: "/api/trip-links/tok/documents/x" }],
    } as unknown as TravellerTrip;
    expect(keptFiles(trip, "https://aurum.example")).toEqual([
      "https://aurum.example/api/trip-links/tok/documents/x",
      "https://aurum.example/media/hotel.jpg",
      "https://aurum.example/media/a.jpg",
    ]);
  });
});
