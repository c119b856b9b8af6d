import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeskRow, DeskStatusField } from "./desk-row.tsx";
import { useDeskRows } from "./use-desk-rows.ts";

/** A one-row desk, as the inquiry, bespoke and live-chat desks use the row and its hook. */
function Desk({ errorWhenClosed }: { errorWhenClosed?: boolean }) {
  const rows = useDeskRows();
  return (
    <ul>
      <DeskRow
        look="card"
        data={{ "data-inquiry-id": "a1" }}
        toggleId="toggle-a1"
        detailsLabel="Inquiry from Layla about Dune Dinner"
        errorWhenClosed={errorWhenClosed}
        open={rows.isOpen("a1")}
        onToggle={() => {
          if (rows.toggle("a1")) rows.setError("a1", "Failed to update status for inquiry a1.");
        }}
        error={rows.errorOf("a1")}
        summary={<span>Dune Dinner</span>}
      >
        <p>Details of a1</p>
      </DeskRow>
    </ul>
  );
}

describe("DeskRow", () => {
  it("is a disclosure: the summary button says whether the details are open and names them", () => {
    const { container } = render(<Desk />);
    const button = screen.getByRole("button", { name: "Dune Dinner" });
    expect(button.id).toBe("toggle-a1");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Details of a1")).toBeNull();
    expect(container.querySelector("li")?.className).toBe("desk-item card");
    expect(container.querySelector("li")?.getAttribute("data-inquiry-id")).toBe("a1");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const details = screen.getByRole("region", { name: "Inquiry from Layla about Dune Dinner" });
    expect(button.getAttribute("aria-controls")).toBe(details.id);
    expect(details.className).toBe("desk-item__details");
    expect(details.textContent).toContain("Details of a1");
    expect(screen.getByRole("alert").textContent).toBe("Failed to update status for inquiry a1.");
  });

  it("shows the row's error under the closed row only where the desk asks for it", () => {
    const { unmount } = render(<Desk />);
    const button = screen.getByRole("button", { name: "Dune Dinner" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();

    render(<Desk errorWhenClosed />);
    const again = screen.getByRole("button", { name: "Dune Dinner" });
    fireEvent.click(again);
    fireEvent.click(again);
    expect(screen.getByRole("alert").textContent).toBe("Failed to update status for inquiry a1.");
  });
});

describe("DeskStatusField", () => {
  it("is a select labelled Status with the desk's statuses", () => {
    const onChange = vi.fn();
    render(<DeskStatusField statuses={["New", "Viewed", "Responded"] as const} value="New" onChange={onChange} className="desk-item__status-field" />);
    const select = screen.getByLabelText("Status") as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["New", "Viewed", "Responded"]);
    expect(select.parentElement?.className).toBe("field desk-item__status-field");
    fireEvent.change(select, { target: { value: "Responded" } });
    expect(onChange).toHaveBeenCalledWith("Responded");
  });
});

describe("useDeskRows", () => {
  it("keeps the open rows and one error per row, cleared on demand", () => {
    const { result } = renderHook(() => useDeskRows());
    let opened = false;
    act(() => {
      opened = result.current.toggle("r1");
    });
    expect(opened).toBe(true);
    expect(result.current.isOpen("r1")).toBe(true);
    expect(result.current.isOpen("r2")).toBe(false);
    act(() => result.current.setError("r2", "No."));
    expect(result.current.errorOf("r2")).toBe("No.");
    act(() => result.current.clearError("r2"));
    expect(result.current.errorOf("r2")).toBeUndefined();
    act(() => {
      opened = result.current.toggle("r1");
    });
    expect(opened).toBe(false);
    expect(result.current.isOpen("r1")).toBe(false);
  });
});
