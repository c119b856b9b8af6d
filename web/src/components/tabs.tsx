/**
 * Tabs (WAI-ARIA tabs pattern): a tablist whose arrow keys, Home and End move between tabs, and a
 * panel for the selected one. Every panel stays mounted (hidden), so form input survives switching.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
  /** Marks the tab (e.g. its panel has errors). */
  flagged?: boolean;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** What a flagged tab's mark says to screen readers, in the page's language ("(has errors)"). */
  flagLabel?: string;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, flagLabel }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.key === selected);
    // Right to left (the nearest dir attribute says so) the tabs run from the right: the arrows step the other way.
    const step = event.currentTarget.closest("[dir]")?.getAttribute("dir") === "rtl" ? -1 : 1;
    const moves: Record<string, number> = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={`tabs__tab${tab.key === selected ? " tabs__tab--on" : ""}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
            {tab.flagged ? <span className="tabs__flag" aria-label={flagLabel}>!</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
