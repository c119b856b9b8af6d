import { describe, expect, it } from "vitest";
import { mediaSrcSet } from "./responsive-image.ts";

describe("mediaSrcSet", () => {
  it("lists the WebP copies of an uploaded photo", () => {
    expect(mediaSrcSet("/media/01jabcdefghjkmnpqrstvwxyz0.jpg")).toBe(
      "/media/01jabcdefghjkmnpqrstvwxyz0.jpg?w=480 480w, /media/01jabcdefghjkmnpqrstvwxyz0.jpg?w=960 960w, /media/01jabcdefghjkmnpqrstvwxyz0.jpg?w=1600 1600w",
    );
  });
  it("has none for addresses without resized copies", () => {
    for (const src of ["/images/catalogue/dubai.svg", "https://example.com/a.jpg", "/media/01jabcdefghjkmnpqrstvwxyz0.gif", "/media/01jabcdefghjkmnpqrstvwxyz0.svg", "/media/../x.jpg"]) {
      expect(mediaSrcSet(src)).toBeUndefined();
    }
  });
});
