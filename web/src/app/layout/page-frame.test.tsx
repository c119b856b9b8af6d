import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageFrame } from "./page-frame.tsx";

function renderFrame(initial: string) {
  const router = createMemoryRouter(
    [{ element: <PageFrame />, children: [{ path: "*", element: <p>page</p> }] }],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("PageFrame scrolling", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leaves the page the app opens on where it is, and brings each next page to the top", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const router = renderFrame("/packages");
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/destinations"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate("/contact#form"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/packages"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
