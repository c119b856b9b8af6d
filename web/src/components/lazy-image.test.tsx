import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { loadSiteMessages } from "../i18n/site-messages.ts";
import { LanguageProvider } from "../i18n/language-context.tsx";
import { LazyImage } from "./lazy-image.tsx";

/** The image element as the browser reports it once it is in the page. */
function imageAlreadySettled({ naturalWidth, decodes }: { naturalWidth: number; decodes: boolean }) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
  vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(() =>
    decodes ? Promise.resolve() : Promise.reject(new DOMException("The source image cannot be decoded.", "EncodingError"))
  );
}

const frame = (container: HTMLElement) => container.querySelector(".lazy-image")!;

describe("LazyImage", () => {
  it("counts an image that had loaded before it was in the page (no load event) as loaded", () => {
    imageAlreadySettled({ naturalWidth: 1600, decodes: true });
    const { container } = render(<LazyImage src="/images/catalogue/dubai-desert.svg" alt="Desert" eager />);
    expect(frame(container).getAttribute("data-status")).toBe("loaded");
    expect(container.querySelector(".lazy-image__placeholder")).toBeNull();
    expect(screen.getByRole("img", { name: "Desert" })).toBeTruthy();
  });

  it("says so when the image had failed before it was in the page (no error event)", async () => {
    imageAlreadySettled({ naturalWidth: 0, decodes: false });
    const { container } = render(<LazyImage src="/images/missing.svg" alt="Desert" eager />);
    await screen.findByRole("img", { name: "Desert: failed to load image" });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".lazy-image__placeholder")).toBeNull();
  });

  it("counts a finished image without an intrinsic width (an SVG) as loaded when it decodes", async () => {
    imageAlreadySettled({ naturalWidth: 0, decodes: true });
    const { container } = render(<LazyImage src="/images/no-size.svg" alt="Desert" eager />);
    await vi.waitFor(() => expect(frame(container).getAttribute("data-status")).toBe("loaded"));
  });

  it("follows the load and error events of an image still loading, per address", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const { container, rerender } = render(<LazyImage src="/images/a.svg" alt="Desert" eager />);
    expect(frame(container).getAttribute("data-status")).toBe("loading");
    expect(container.querySelector(".lazy-image__placeholder")).not.toBeNull();
    fireEvent.load(container.querySelector("img")!);
    expect(frame(container).getAttribute("data-status")).toBe("loaded");

    rerender(<LazyImage src="/images/b.svg" alt="Desert" eager />);
    expect(frame(container).getAttribute("data-status")).toBe("loading");
    fireEvent.error(container.querySelector("img")!);
    expect(screen.getByRole("img", { name: "Desert: failed to load image" })).toBeTruthy();
  });

  it("says an image failed in the page's language", async () => {
    await loadSiteMessages("fr");
    imageAlreadySettled({ naturalWidth: 0, decodes: false });
    await act(async () =>
      void render(
        <MemoryRouter initialEntries={["/fr/packages"]}>
          <LanguageProvider>
            <LazyImage src="/images/missing.svg" alt="Désert" eager />
          </LanguageProvider>
        </MemoryRouter>,
      )
    );
    const fallback = await screen.findByRole("img", { name: "Désert : impossible de charger l’image" });
    expect(fallback.textContent).toBe("Impossible de charger l’image");
  });
});
