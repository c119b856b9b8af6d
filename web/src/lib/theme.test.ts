import { afterEach, describe, expect, it } from "vitest";
import { applyTheme, resolveTheme } from "./theme-attribute.ts";

describe("theme", () => {
  afterEach(() => document.documentElement.removeAttribute("data-theme"));

  it("auto follows the system preference", () => {
    expect(resolveTheme("auto", true)).toBe("light");
    expect(resolveTheme("auto", false)).toBe("dark");
    expect(resolveTheme("light", false)).toBe("light");
    expect(resolveTheme("dark", true)).toBe("dark");
  });

  it("light sets data-theme on <html>; dark (the house theme) removes it", () => {
    applyTheme("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    applyTheme("dark");
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
  });
});
