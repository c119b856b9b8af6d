import { variantWidths } from "@contract/media-variants.ts";
import { describe, expect, it } from "vitest";
import { mediaSrcSet, offlineCopies, pickedWidths } from "./responsive-image.ts";

const FULL = [480, 960, 1600];

describe("mediaSrcSet", () => {
  const photo = "/media/01jabcdefghjkmnpqrstvwxyz0.jpg";
  it("lists the WebP copies of an uploaded photo", () => {
    expect(mediaSrcSet(photo, FULL)).toBe(`${photo}?w=480 480w, ${photo}?w=960 960w, ${photo}?w=1600 1600w`);
  });
  it("never lists a copy wider than the file: a 1200 px upload has 480, 960 and its own 1200", () => {
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(mediaSrcSet(photo, variantWidths(1200))).toBe(`${photo}?w=480 480w, ${photo}?w=960 960w, ${photo}?w=1200 1200w`);
    expect(variantWidths(3000)).toEqual(FULL);
    expect(variantWidths(400)).toEqual([400]);
  });
  it("has none for addresses without resized copies, or when the copies are not known", () => {
    for (const src of ["/images/catalogue/dubai.svg", "https://example.com/a.jpg", "/media/01jabcdefghjkmnpqrstvwxyz0.gif", "/media/01jabcdefghjkmnpqrstvwxyz0.svg", "/media/../x.jpg"]) {
      expect(mediaSrcSet(src, FULL)).toBeUndefined();
    }
    expect(mediaSrcSet(photo, undefined)).toBeUndefined();
    expect(mediaSrcSet(photo, [])).toBeUndefined();
  });
});

describe("offline copies", () => {
  const photo = "/media/01jabcdefghjkmnpqrstvwxyz0.jpg";
  it("picks like the browsers do", () => {
    expect(pickedWidths(FULL, 360, 1)).toEqual([480]);
    expect(pickedWidths(FULL, 400, 1.5)).toEqual([960, 480]); // Chromium settles for 480 (mean density 1.7)
    expect(pickedWidths(FULL, 1280, 2)).toEqual([1600]);
    expect(pickedWidths([480, 960, 1200], 1280, 2)).toEqual([1200]); // the widest copy there is
  });
  it("fetches the copies a phone and a desktop show, never the original", () => {
    expect(offlineCopies(photo, FULL, 360, 1)).toEqual([`${photo}?w=480`]);
    expect(offlineCopies(photo, FULL, 390, 3)).toEqual([`${photo}?w=960`, `${photo}?w=1600`]);
    expect(offlineCopies(photo, FULL, 1280, 1)).toEqual([`${photo}?w=480`, `${photo}?w=1600`]);
    expect(offlineCopies(photo, [480, 960, 1200], 1280, 1)).toEqual([`${photo}?w=480`, `${photo}?w=1200`]);
  });
  it("keeps other addresses as they are", () => {
    expect(offlineCopies("/images/catalogue/dubai.svg", undefined, 360, 2)).toEqual(["/images/catalogue/dubai.svg"]);
    expect(offlineCopies(photo, undefined, 360, 2)).toEqual([photo]);
  });
});
