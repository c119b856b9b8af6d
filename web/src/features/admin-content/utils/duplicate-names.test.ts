import { describe, expect, it } from "vitest";
import type { MediaFile } from "@contract/media.ts";
import { duplicateFiles } from "./duplicate-names.ts";

const stored = (originalName?: string): MediaFile => ({ filename: "01jbcd.jpg", url: "/media/01jbcd.jpg", type: "image", size: 1, originalName });
const file = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("duplicateFiles", () => {
  it("finds the files whose name the library already has, letter case aside", () => {
    const batch = [file("Marina.JPG"), file("dunes.jpg"), file("oasis.png")];
    expect(duplicateFiles(batch, [stored("marina.jpg"), stored("oasis.webp"), stored()]).map((f) => f.name)).toEqual(["Marina.JPG"]);
  });

  it("finds none in an empty library", () => {
    expect(duplicateFiles([file("marina.jpg")], [])).toEqual([]);
  });
});
