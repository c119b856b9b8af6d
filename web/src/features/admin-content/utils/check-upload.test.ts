import { describe, expect, it } from "vitest";
import { checkUpload, formatSize } from "./check-upload.ts";

const MB = 1024 * 1024;

describe("checkUpload", () => {
  it("accepts every allowed type within its limit", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml", "video/mp4", "video/quicktime", "video/webm"]) {
      expect(checkUpload({ name: "ok.bin", type, size: MB })).toBeNull();
    }
  });
  it("refuses other types with the product's text", () => {
    expect(checkUpload({ name: "a.pdf", type: "application/pdf", size: 10 })).toBe("File type application/pdf is not supported");
    expect(checkUpload({ name: "a", type: "", size: 10 })).toBe("File type unknown is not supported");
  });
  it("refuses over 50 MB, then over the type's own limit", () => {
    expect(checkUpload({ name: "v.mp4", type: "video/mp4", size: 60 * MB })).toBe("File size 60.00MB exceeds 50MB limit");
    expect(checkUpload({ name: "p.jpg", type: "image/jpeg", size: 21 * MB })).toBe("File size 21.00MB exceeds 20MB limit for JPEG files");
    expect(checkUpload({ name: "g.gif", type: "image/gif", size: 10 * MB + 1 })).toMatch(/exceeds 10MB limit for GIF files/);
    expect(checkUpload({ name: "s.svg", type: "image/svg+xml", size: 2 * MB })).toBeNull();
  });
  it("refuses forbidden name patterns", () => {
    expect(checkUpload({ name: "shell.php.jpg", type: "image/jpeg", size: 10 })).toBe("File name contains a forbidden pattern: .php");
    expect(checkUpload({ name: "..\\x.png", type: "image/png", size: 10 })).toBe("File name contains a forbidden pattern: ..");
  });
});

describe("checkUpload in another language", () => {
  it("says why in the words given, with the sizes in MB", () => {
    const words = {
      type: (type: string | null) => `Typ ${type ?? "?"}`,
      size: (megabytes: number, max: number) => `${megabytes.toFixed(1)} > ${max}`,
      typeSize: (megabytes: number, max: number, label: string) => `${label}: ${megabytes.toFixed(1)} > ${max}`,
      name: (pattern: string) => `Muster ${pattern}`,
    };
    expect(checkUpload({ name: "a", type: "", size: 10 }, words)).toBe("Typ ?");
    expect(checkUpload({ name: "v.mp4", type: "video/mp4", size: 60 * MB }, words)).toBe("60.0 > 50");
    expect(checkUpload({ name: "p.jpg", type: "image/jpeg", size: 21 * MB }, words)).toBe("JPEG: 21.0 > 20");
    expect(checkUpload({ name: "shell.php.jpg", type: "image/jpeg", size: 10 }, words)).toBe("Muster .php");
  });
});

describe("formatSize", () => {
  it("picks the unit", () => {
    expect(formatSize(312)).toBe("312 B");
    expect(formatSize(480 * 1024)).toBe("480 KB");
    expect(formatSize(1.25 * MB)).toBe("1.25 MB");
  });
  it("writes the number as the language does", () => {
    expect(formatSize(1.25 * MB, "de")).toBe("1,25 MB");
  });
});
