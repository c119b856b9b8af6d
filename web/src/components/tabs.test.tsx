import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type TabItem, Tabs } from "./tabs.tsx";

type Key = "a" | "b" | "c";

function ThreeTabs() {
  const [selected, setSelected] = useState<Key>("a");
  const tabs: TabItem<Key>[] = (["a", "b", "c"] as const).map((key) => ({ key, label: `Tab ${key}`, content: <p>Panel {key}</p> }));
  return <Tabs<Key> label="Three" tabs={tabs} selected={selected} onSelect={(key) => setSelected(key)} />;
}

const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;

describe("Tabs", () => {
  it("steps right with ArrowRight left to right", () => {
    render(<ThreeTabs />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Tab a" }), { key: "ArrowRight" });
    expect(selectedTab()).toBe("Tab b");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Tab b" }), { key: "ArrowLeft" });
    expect(selectedTab()).toBe("Tab a");
  });

  it("steps to the next tab with ArrowLeft right to left, where the tabs run from the right", () => {
    render(<div dir="rtl"><ThreeTabs /></div>);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Tab a" }), { key: "ArrowLeft" });
    expect(selectedTab()).toBe("Tab b");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Tab b" }), { key: "ArrowRight" });
    expect(selectedTab()).toBe("Tab a");
  });

  it("names a flagged tab's mark with the words it is given (the page's language)", () => {
    const tabs: TabItem<Key>[] = [{ key: "a", label: "Infos", content: <p>A</p>, flagged: true }, { key: "b", label: "Voyage", content: <p>B</p> }];
    render(<Tabs<Key> label="Profil" tabs={tabs} selected="a" onSelect={() => undefined} flagLabel="(contient des erreurs)" />);
    expect(screen.getByRole("tab", { name: "Infos (contient des erreurs)" })).toBeTruthy();
  });
});
