/**
 * A trip's item in the itinerary editor's card: its booking status shows in the summary, and its
 * booking fields (status, confirmation, end time, address, contacts) change the item.
 */
import type { TripItem } from "@contract/trips/model.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ItemCard } from "./item-card.tsx";
import { type EditedTripItem, useTripItemExtras } from "./trip-item-fields.tsx";

const transfer: EditedTripItem = {
  id: "t1", kind: "transfer", title: "Airport transfer", time: "14:00", unitPrice: 150, unitCost: 90, quantity: 1,
  bookingStatus: "pending", contacts: [],
};

function Card({ initial, revision = 2 }: { initial: EditedTripItem; revision?: number }) {
  const [item, setItem] = useState(initial);
  const extras = useTripItemExtras(false, revision);
  const update = (change: Partial<TripItem>) => setItem((current) => ({ ...current, ...change }));
  return (
    <>
      <ol>
        <ItemCard
          item={item}
          index={0}
          count={1}
          currency="USD"
          readOnly={false}
          invalid={new Set()}
          renderImage={() => null}
          onChange={update}
          onRemove={() => {}}
          onMove={() => {}}
          extras={extras(item, update)}
        />
      </ol>
      <output data-testid="item">{JSON.stringify(item)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId("item").textContent!) as EditedTripItem;

describe("a trip's item card", () => {
  it("shows the booking's status and changes the booking, its reference and its contacts", () => {
    const { container } = render(<Card initial={transfer} />);
    expect(container.querySelector("[data-booking-status]")?.getAttribute("data-booking-status")).toBe("pending");
    fireEvent.click(screen.getByRole("button", { name: /^Edit/ }));
    fireEvent.change(screen.getByLabelText("Booking status"), { target: { value: "confirmed" } });
    fireEvent.change(screen.getByLabelText("Confirmation reference"), { target: { value: "SC-4411" } });
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "Terminal 3, Dubai" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a contact" }));
    fireEvent.change(screen.getByLabelText(/^Contact 1: name/), { target: { value: "Omar" } });
    fireEvent.change(screen.getByLabelText("Contact 1: role"), { target: { value: "guide" } });
    expect(stored()).toMatchObject({
      bookingStatus: "confirmed", confirmation: "SC-4411", address: "Terminal 3, Dubai", contacts: [{ role: "guide", name: "Omar" }],
    });
    expect(container.querySelector("[data-booking-status]")?.getAttribute("data-booking-status")).toBe("confirmed");
    fireEvent.click(screen.getByRole("button", { name: "Remove contact 1" }));
    expect(stored().contacts).toEqual([]);
  });

  it("a note has no booking; an item changed in the latest revision is marked", () => {
    const { container } = render(<Card initial={{ ...transfer, id: "n1", kind: "note", quantity: 0, changedIn: 2 }} revision={2} />);
    expect(container.querySelector("[data-booking-status]")).toBeNull();
    expect(container.querySelector("[data-changed-in]")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^Edit/ }));
    expect(screen.queryByLabelText("Booking status")).toBeNull();
  });
});
