import { describe, expect, it } from "vitest";
import { parseCataloguePath, writtenCollection } from "../../service-worker/catalogue-routes.ts";
import { isAvailableOffline } from "./available-offline.ts";
import { catalogueImages } from "./warm-catalogue.ts";

describe("isAvailableOffline", () => {
  it("accepts the public catalogue and static pages", () => {
    for (const path of ["/", "/packages", "/packages/abc", "/destinations/x/", "/activities", "/contact", "/pending-inquiries"]) {
      expect(isAvailableOffline(path), path).toBe(true);
    }
  });
  it("accepts a trip's page, which shows the copy kept on the phone or says it is not kept", () => {
    for (const path of ["/trips/abc_DEF-123", "/ar/trips/abc/", "/fr/trips/x"]) expect(isAvailableOffline(path), path).toBe(true);
    expect(isAvailableOffline("/trips/abc/documents")).toBe(false);
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

describe("writtenCollection", () => {
  it("names the collection of every catalogue write, also publication, translations and restores", () => {
    expect(writtenCollection("/api/packages")).toBe("packages");
    expect(writtenCollection("/api/packages/p1")).toBe("packages");
    expect(writtenCollection("/api/packages/p1/publish")).toBe("packages");
    expect(writtenCollection("/api/destinations/d1/unpublish")).toBe("destinations");
    expect(writtenCollection("/api/activities/a1/translations/de")).toBe("activities");
    expect(writtenCollection("/api/packages/p1/versions/3/restore")).toBe("packages");
  });
  it("ignores other API paths", () => {
    expect(writtenCollection("/api/inquiries/i1")).toBeNull();
    expect(writtenCollection("/api/media/upload")).toBeNull();
    expect(writtenCollection("/packages/p1")).toBeNull();
    expect(writtenCollection("/api/packagesx")).toBeNull();
  });
});
