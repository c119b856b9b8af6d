import type { Activity, TravelPackage } from "@contract/catalogue.ts";
import { describe, expect, it } from "vitest";
import { activitiesForPackage, catalogueForDestination, filterPackages } from "./filter-packages.ts";

const pkg = (over: Partial<TravelPackage>): TravelPackage => ({
  id: "p",
  name: "Package",
  location: "Somewhere",
  destinationId: "d",
  duration: "7 days",
  priceRange: "Premium Comfort",
  description: "",
  imageUrl: "",
  vipServices: [],
  tags: [],
  ...over,
});

const packages = [
  pkg({ id: "maldives", name: "Maldives Overwater Escape", location: "Malé, Maldives", tags: ["Beach", "Wellness"], priceRange: "Ultimate VIP", destinationId: "mv" }),
  pkg({ id: "kyoto", name: "Kyoto Autumn Reverie", location: "Kyoto, Japan", tags: ["Culture", "Gastronomy"], priceRange: "Premium Comfort", destinationId: "jp" }),
  pkg({ id: "safari", name: "Serengeti Private Safari", location: "Tanzania", tags: ["Wildlife"], priceRange: "Affordable Luxury", destinationId: "tz" }),
];

describe("filterPackages", () => {
  it("returns everything without filters", () => {
    expect(filterPackages(packages, { search: "", budget: "" })).toHaveLength(3);
    expect(filterPackages(packages, { search: "   ", budget: "" })).toHaveLength(3);
  });

  it("matches the name, the location or a tag, ignoring case", () => {
    expect(filterPackages(packages, { search: "overwater", budget: "" }).map((p) => p.id)).toEqual(["maldives"]);
    expect(filterPackages(packages, { search: "JAPAN", budget: "" }).map((p) => p.id)).toEqual(["kyoto"]);
    expect(filterPackages(packages, { search: "wildlife", budget: "" }).map((p) => p.id)).toEqual(["safari"]);
    expect(filterPackages(packages, { search: " gastro ", budget: "" }).map((p) => p.id)).toEqual(["kyoto"]);
  });

  it("filters by price tier", () => {
    expect(filterPackages(packages, { search: "", budget: "Ultimate VIP" }).map((p) => p.id)).toEqual(["maldives"]);
  });

  it("combines search and budget", () => {
    expect(filterPackages(packages, { search: "kyoto", budget: "Ultimate VIP" })).toEqual([]);
    expect(filterPackages(packages, { search: "kyoto", budget: "Premium Comfort" })).toHaveLength(1);
  });

  it("does not match the description", () => {
    expect(filterPackages([pkg({ description: "hidden gem" })], { search: "gem", budget: "" })).toEqual([]);
  });
});

describe("related items", () => {
  const activities: Activity[] = [
    { id: "a1", name: "Dive", location: "Maldives", description: "", packageId: "maldives" },
    { id: "a2", name: "Tea", location: "Kyoto", description: "", packageId: "kyoto" },
    { id: "a3", name: "Free", location: "Dubai", description: "" },
  ];

  it("finds a package's activities", () => {
    expect(activitiesForPackage(activities, "kyoto").map((a) => a.id)).toEqual(["a2"]);
    expect(activitiesForPackage(activities, "none")).toEqual([]);
  });

  it("finds a destination's packages and their activities", () => {
    const result = catalogueForDestination("mv", packages, activities);
    expect(result.packages.map((p) => p.id)).toEqual(["maldives"]);
    expect(result.activities.map((a) => a.id)).toEqual(["a1"]);
    expect(catalogueForDestination("nowhere", packages, activities)).toEqual({ packages: [], activities: [] });
  });
});
