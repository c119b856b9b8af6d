import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { countByStatus, DeskStatusFilter, knownStatus } from "./desk-status-filter.tsx";

const STATUSES = ["New", "Viewed", "Done"] as const;
type Status = (typeof STATUSES)[number];
const items: { status: Status }[] = [{ status: "New" }, { status: "New" }, { status: "Done" }];

function Filter() {
  const [value, setValue] = useState<Status | "">("");
  return <DeskStatusFilter label="Show by status" allLabel="All" statuses={STATUSES} items={items} value={value} onChange={setValue} labelOf={(s) => s} />;
}

const pressed = () => screen.getAllByRole("button").filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.textContent);

describe("DeskStatusFilter", () => {
  it("is a named group of toggle buttons with each status's count; the chosen one again shows all", () => {
    render(<Filter />);
    expect(screen.getByRole("group", { name: "Show by status" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["All 3", "New 2", "Viewed 0", "Done 1"]);
    expect(pressed()).toEqual(["All 3"]);
    fireEvent.click(screen.getByRole("button", { name: "New 2" }));
    expect(pressed()).toEqual(["New 2"]);
    fireEvent.click(screen.getByRole("button", { name: "New 2" }));
    expect(pressed()).toEqual(["All 3"]);
  });
});

describe("countByStatus", () => {
  it("counts each status, zero included", () => {
    expect(countByStatus(STATUSES, items)).toEqual({ New: 2, Viewed: 0, Done: 1 });
    expect(countByStatus(STATUSES, [])).toEqual({ New: 0, Viewed: 0, Done: 0 });
  });
});

describe("knownStatus", () => {
  it("takes an address's status only when it is one of the desk's, else all", () => {
    expect(knownStatus(STATUSES, "Viewed")).toBe("Viewed");
    expect(knownStatus(STATUSES, "viewed")).toBe("");
    expect(knownStatus(STATUSES, null)).toBe("");
  });
});
