import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepVisitOrigin, visitOrigin } from "./visit-origin.ts";

/** Opens `url` as the page, reached from `referrer`. */
function at(url: string, referrer = "") {
  history.replaceState(null, "", url);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
}

describe("the visit's origin", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("keeps the first page's UTM parameters and another site's referrer; later pages change nothing", () => {
    at("/?utm_source=newsletter&utm_medium=email&utm_campaign=winter&other=1", "https://news.example.org/issue/12");
    keepVisitOrigin();
    at("/packages/p1?utm_source=later", "https://elsewhere.example.com/");
    keepVisitOrigin();
    expect(visitOrigin()).toEqual({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "winter", referrer: "https://news.example.org/issue/12" });
    expect(document.cookie).toBe("");
  });

  it("leaves out this site's own pages as a referrer, and tells nothing of a direct visit", () => {
    at("/packages/p1", `${location.origin}/`);
    keepVisitOrigin();
    expect(visitOrigin()).toBeUndefined();
  });
});
