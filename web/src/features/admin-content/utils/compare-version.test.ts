import { describe, expect, it } from "vitest";
import { differingFields } from "./compare-version.ts";

describe("differingFields", () => {
  it("lists the fields that differ, ignoring the record's id, version and image widths", () => {
    expect(differingFields(
      { id: "a", name: "Old", tags: ["x"], duration: "5 days" },
      { id: "a", name: "New", tags: ["x"], duration: "5 days", version: "v2", imageWidths: [400] },
    )).toEqual([{ name: "name", version: "Old", current: "New" }]);
  });
  it("ignores the current item's publication state (staff's read carries it, a version does not)", () => {
    expect(differingFields(
      { id: "a", name: "Same" },
      { id: "a", name: "Same", status: "published", live: true, publishAt: "2026-12-01T09:00:00.000Z" },
    )).toEqual([]);
  });
  it("counts a field only one side has", () => {
    expect(differingFields({ price: 5 }, {})).toEqual([{ name: "price", version: "5", current: "" }]);
  });
});
