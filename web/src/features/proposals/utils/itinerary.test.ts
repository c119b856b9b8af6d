import { describe, expect, it } from "vitest";
import type { ProposalDay, ProposalItem } from "@contract/proposals/model.ts";
import { proposalInput } from "@contract/proposals/model.ts";
import { addItem, copyDay, dayDate, inTimeOrder, move, moveItem, moveItemToDay, newItem, updateItem } from "./itinerary.ts";

const item = (id: string, time?: string): ProposalItem => ({ id, kind: "experience", title: id, unitPrice: 0, unitCost: 0, quantity: 1, ...(time ? { time } : {}) });
const day = (id: string, items: ProposalItem[]): ProposalDay => ({ id, items });
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe("move", () => {
  it("moves an entry up, down and clamps at the ends", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(move(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
    expect(move(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });

  it("never changes the list it was given", () => {
    const list = ["a", "b"];
    move(list, 0, 1);
    expect(list).toEqual(["a", "b"]);
  });
});

describe("items in time order", () => {
  it("sorts timed items and keeps an untimed one after the item it followed", () => {
    const sorted = inTimeOrder([item("dinner", "20:00"), item("note"), item("breakfast", "08:00"), item("lunch", "13:00")]);
    expect(ids(sorted)).toEqual(["breakfast", "lunch", "dinner", "note"]);
  });

  it("puts an item whose time changed back in order, and adds new items in order", () => {
    const days = [day("d1", [item("a", "09:00"), item("b", "12:00"), item("c", "18:00")])];
    expect(ids(updateItem(days, "d1", "c", { time: "07:30" })[0].items)).toEqual(["c", "a", "b"]);
    expect(ids(addItem(days, "d1", item("x", "10:00"))[0].items)).toEqual(["a", "x", "b", "c"]);
  });

  it("a changed price keeps staff's order, and a cleared time leaves the field out", () => {
    const days = [day("d1", [item("b", "12:00"), item("a", "09:00")])];
    expect(ids(updateItem(days, "d1", "b", { unitPrice: 250 })[0].items)).toEqual(["b", "a"]);
    const cleared = updateItem(days, "d1", "a", { time: "" })[0].items.find((entry) => entry.id === "a");
    expect(cleared && "time" in cleared).toBe(false);
  });
});

describe("reordering items", () => {
  it("moves an item within its day by the move buttons", () => {
    const days = [day("d1", [item("a"), item("b"), item("c")]), day("d2", [item("x")])];
    expect(ids(moveItem(days, "d1", 0, 1)[0].items)).toEqual(["b", "a", "c"]);
    expect(ids(moveItem(days, "d1", 2, 1)[0].items)).toEqual(["a", "c", "b"]);
    expect(moveItem(days, "d1", 0, 1)[1]).toBe(days[1]);
  });

  it("moves an item to another day by drag, at the place it was dropped", () => {
    const days = [day("d1", [item("a"), item("b")]), day("d2", [item("x"), item("y")])];
    const moved = moveItemToDay(days, "d1", "a", "d2", 1);
    expect(ids(moved[0].items)).toEqual(["b"]);
    expect(ids(moved[1].items)).toEqual(["x", "a", "y"]);
    expect(ids(moveItemToDay(days, "d1", "a", "d2")[1].items)).toEqual(["x", "y", "a"]);
    expect(ids(moveItemToDay(days, "d1", "a", "d1", 1)[0].items)).toEqual(["b", "a"]);
  });
});

describe("copying a day", () => {
  it("inserts a copy right after it with new ids for the day and its items, without the date", () => {
    const days: ProposalDay[] = [{ id: "d1", date: "2026-03-01", title: "Desert", items: [item("a", "09:00"), item("b")] }, day("d2", [])];
    const copied = copyDay(days, "d1");
    expect(copied).toHaveLength(3);
    expect(ids(copied)[0]).toBe("d1");
    expect(ids(copied)[2]).toBe("d2");
    const copy = copied[1];
    expect(copy.id).not.toBe("d1");
    expect(copy.title).toBe("Desert");
    expect(copy.date).toBeUndefined();
    expect(copy.items.map((entry) => entry.title)).toEqual(["a", "b"]);
    expect(copy.items.map((entry) => entry.time)).toEqual(["09:00", undefined]);
    for (const entry of copy.items) expect(["a", "b"]).not.toContain(entry.id);
    expect(new Set([...ids(copied), ...copied.flatMap((d) => ids(d.items))]).size).toBe(3 + 4);
  });

  it("gives ids the contract accepts", () => {
    const content = {
      title: "T",
      traveller: { name: "N", email: "n@example.com" },
      partySize: 2,
      currency: "USD",
      validUntil: "2026-03-01",
      days: copyDay([day("d1", [newItem("hotel", { title: "Hotel" })])], "d1"),
      options: [{ id: "o1", name: "Option 1" }],
    };
    expect(proposalInput.safeParse(content).success).toBe(true);
  });
});

describe("day dates", () => {
  it("dates day n from the start date, across months, and none without one", () => {
    expect(dayDate("2026-02-27", 0)).toBe("2026-02-27");
    expect(dayDate("2026-02-27", 2)).toBe("2026-03-01");
    expect(dayDate(undefined, 1)).toBeUndefined();
    expect(dayDate("soon", 1)).toBeUndefined();
  });
});
