/** A thread in the words it is given: the traveller's view names consultants only, the desk every kind and each email. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ThreadItem, ThreadMessages } from "./thread-messages.tsx";

const MESSAGES: ThreadItem[] = [
  { id: "1", kind: "traveller", authorName: "Claire", text: "Bonjour", sentAt: "2026-11-23T10:40:00.000Z" },
  { id: "2", kind: "reply", authorName: "Maria", text: "Bienvenue", sentAt: "2026-11-23T11:05:00.000Z", mail: "sent" },
];

describe("ThreadMessages", () => {
  it("shows the traveller the consultant's label and the times in the words given", () => {
    render(<ThreadMessages messages={MESSAGES} label="Votre conversation" emptyText="-" words={{ kind: { reply: "Conseiller voyage" }, time: (iso) => `T ${iso.slice(11, 16)}` }} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0].querySelector(".thread__kind")).toBeNull();
    expect(items[1].querySelector(".thread__kind")?.textContent).toBe("Conseiller voyage");
    expect(items[1].querySelector("time")?.textContent).toBe("T 11:05");
    expect(items[1].querySelector(".thread__mail")).toBeNull();
  });

  it("shows the desk each kind and each email's delivery", () => {
    const words = {
      kind: { reply: "Conseiller voyage", traveller: "Voyageur", note: "Note interne" },
      mail: { pending: "...", sent: "Envoyé par e-mail", failed: "!", skipped: "-" },
      time: (iso: string) => iso,
    };
    render(<ThreadMessages messages={MESSAGES} forDesk label="Conversation" emptyText="-" words={words} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0].querySelector(".thread__kind")?.textContent).toBe("Voyageur");
    expect(items[1].querySelector(".thread__mail")?.textContent).toBe("Envoyé par e-mail");
  });
});
