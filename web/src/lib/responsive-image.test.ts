import { describe, expect, it } from "vitest";
import { mediaSrcSet, offlineCopies, pickedWidths } from "./responsive-image.ts";

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

describe("offline copies", () => {
  const photo = "/media/01jabcdefghjkmnpqrstvwxyz0.jpg";
  it("picks like the browsers do", () => {
    expect(pickedWidths(360, 1)).toEqual([480]);
    expect(pickedWidths(400, 1.5)).toEqual([960, 480]); // Chromium settles for 480 (mean density 1.7)
    expect(pickedWidths(1280, 2)).toEqual([1600]);
  });
  it("fetches the copies a phone and a desktop show, never the original", () => {
    expect(offlineCopies(photo, 360, 1)).toEqual([`${photo}?w=480`]);
    expect(offlineCopies(photo, 390, 3)).toEqual([`${photo}?w=960`, `${photo}?w=1600`]);
    expect(offlineCopies(photo, 1280, 1)).toEqual([`${photo}?w=480`, `${photo}?w=1600`]);
  });
  it("keeps other addresses as they are", () => {
    expect(offlineCopies("/images/catalogue/dubai.svg", 360, 2)).toEqual(["/images/catalogue/dubai.svg"]);
  });
});
