import { describe, expect, it } from "vitest";
import { parseCataloguePath } from "../../service-worker/catalogue-routes.ts";
import { isAvailableOffline } from "./available-offline.ts";
import { catalogueImages } from "./warm-catalogue.ts";

describe("isAvailableOffline", () => {
  it("accepts the public catalogue and static pages", () => {
    for (const path of ["/", "/packages", "/packages/abc", "/destinations/x/", "/activities", "/contact", "/pending-inquiries"]) {
      expect(isAvailableOffline(path), path).toBe(true);
    }
  });
  it("refuses pages that need the network", () => {
    for (const path of ["/login", "/register", "/profile", "/admin", "/admin/packages", "/packages/a/b", "/bespoke-experiences"]) {
      expect(isAvailableOffline(path), path).toBe(false);
    }
  });
});

describe("catalogueImages", () => {
  it("keeps each local image once, with its copy widths, and skips remote and protocol-relative ones", () => {
    const images = catalogueImages([
      [{ imageUrl: "/images/a.svg" }, { imageUrl: "https://cdn.example/b.jpg" }, {}],
      [{ imageUrl: "/images/a.svg" }, { imageUrl: "//evil.example/c.png" }, { imageUrl: "/media/d.webp", imageWidths: [480, 700] }],
      undefined,
    ]);
    expect([...images]).toEqual([["/images/a.svg", undefined], ["/media/d.webp", [480, 700]]]);
  });
});

describe("parseCataloguePath", () => {
  it("matches the public catalogue reads only", () => {
    expect(parseCataloguePath("/api/packages")).toEqual({ collection: "packages", id: undefined });
    expect(parseCataloguePath("/api/activities/a%20b")).toEqual({ collection: "activities", id: "a b" });
    expect(parseCataloguePath("/api/auth/profile")).toBeNull();
    expect(parseCataloguePath("/api/inquiries")).toBeNull();
    expect(parseCataloguePath("/api/packages/x/y")).toBeNull();
  });
});
