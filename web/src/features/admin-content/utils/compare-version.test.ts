import { describe, expect, it } from "vitest";
import { currentVersionId, differingFields, valueLines } from "./compare-version.ts";

describe("differingFields", () => {
  it("lists the fields that differ, ignoring the record's id, version and image widths", () => {
    expect(differingFields(
      { id: "a", name: "Old", tags: ["x"], duration: "5 days" },
      { id: "a", name: "New", tags: ["x"], duration: "5 days", version: "v2", imageWidths: [400] },
    )).toEqual([{ name: "name", version: ["Old"], current: ["New"] }]);
  });
  it("ignores the current item's publication state (staff's read carries it, a version does not)", () => {
    expect(differingFields(
      { id: "a", name: "Same" },
      { id: "a", name: "Same", status: "published", live: true, publishAt: "2026-12-01T09:00:00.000Z" },
    )).toEqual([]);
  });
  it("counts a field only one side has", () => {
    expect(differingFields({ price: 5 }, {})).toEqual([{ name: "price", version: ["5"], current: [] }]);
  });
  it("gives of a group of fields (the translations) only the lines that differ", () => {
    expect(differingFields(
      { translations: { fr: { name: "Dubaï", tags: ["Désert"] }, de: { name: "Dubai" } } },
      { translations: { fr: { name: "Dubaï", tags: ["Désert", "Ville"] }, de: { name: "Dubai" } } },
    )).toEqual([{ name: "translations", version: ["fr · tags: Désert"], current: ["fr · tags: Désert, Ville"] }]);
  });
  it("gives a list as its entries, not as JSON", () => {
    expect(differingFields({ tags: ["Desert", "City"] }, { tags: ["Desert"] }))
      .toEqual([{ name: "tags", version: ["Desert", "City"], current: ["Desert"] }]);
  });
});

describe("valueLines", () => {
  it("writes a group of fields one line each, a list in it with commas", () => {
    expect(valueLines({ fr: { name: "Dubaï", tags: ["Désert", "Ville"] } })).toEqual(["fr · name: Dubaï", "fr · tags: Désert, Ville"]);
    expect(valueLines({ x: 0.5, y: 0.25 })).toEqual(["x: 0.5", "y: 0.25"]);
  });
  it("has no line for an empty value", () => {
    expect(valueLines(undefined)).toEqual([]);
    expect(valueLines("")).toEqual([]);
    expect(valueLines([])).toEqual([]);
  });
});

describe("currentVersionId", () => {
  it("is the newest version equal to the current item, even when an older one is equal too", () => {
    const versions = [
      { id: "v3", record: { name: "Dubai" } },
      { id: "v2", record: { name: "Dubai City" } },
      { id: "v1", record: { name: "Dubai" } },
    ];
    expect(currentVersionId(versions, { name: "Dubai", version: "k3" })).toBe("v3");
    expect(currentVersionId(versions, undefined)).toBeUndefined();
  });
});
