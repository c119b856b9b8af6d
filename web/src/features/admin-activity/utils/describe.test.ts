import { describe, expect, it } from "vitest";
import { describeChanges } from "./describe.ts";

describe("describeChanges", () => {
  it("shows an update's fields before and after, and the named-only fields", () => {
    expect(describeChanges({ before: { name: "Old" }, after: { name: "New" }, changed: ["email"] }))
      .toEqual(["name: Old → New", "Changed: email"]);
  });
  it("shows a created item's values and a deleted item's former values", () => {
    expect(describeChanges({ after: { tags: ["a"] } })).toEqual(['tags: ["a"]']);
    expect(describeChanges({ before: { status: "New" } })).toEqual(["status: was New"]);
  });
  it("shortens long values", () => {
    expect(describeChanges({ after: { description: "x".repeat(200) } })[0]).toHaveLength("description: ".length + 80);
  });
});
