import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useSearchParams } from "./search-params.ts";

describe("useSearchParams", () => {
  it("reads the address's query and replaces or adds to it, keeping the page", async () => {
    let current: ReturnType<typeof useSearchParams> | undefined;
    function Probe() {
      current = useSearchParams();
      return null;
    }
    const router = createMemoryRouter([{ path: "*", element: <Probe /> }], { initialEntries: ["/", "/admin/users?status=pending&page=2"], initialIndex: 1 });
    render(<RouterProvider router={router} />);
    expect(current![0].get("status")).toBe("pending");

    await act(async () => current![1]((params) => {
      const kept = new URLSearchParams(params);
      kept.delete("status");
      return kept;
    }, { replace: true }));
    expect(router.state.location.pathname).toBe("/admin/users");
    expect(router.state.location.search).toBe("?page=2");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(current![0].get("status")).toBeNull();

    await act(async () => current![1]({ from: "2026-01-01", to: "2026-01-31" }));
    expect(router.state.location.search).toBe("?from=2026-01-01&to=2026-01-31");
    expect(router.state.historyAction).toBe("PUSH");
  });
});
