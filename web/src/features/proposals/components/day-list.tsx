/**
 * The itinerary's days, each with its items in time order. Items and days are reordered by drag
 * (the ⋮⋮ handle) or by their move buttons (the keyboard's way), and each move is announced; a day
 * is copied, saved to the library or removed; items are added as custom items, from the catalogue
 * by reference, or from the library.
 */
import { LIMITS } from "@contract/limits.ts";
import { PROPOSAL_LIMITS, type ProposalCurrency, type ProposalDay, type ProposalItem } from "@contract/proposals/model.ts";
import { type DragEvent, useRef, useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import type { CatalogueChoice, CatalogueKind } from "../api/catalogue.ts";
import type { LibraryEntry } from "@contract/proposals/library.ts";
import { useSaveToLibrary } from "../api/proposals.ts";
import {
  addItem, copyDay, copyOfDay, copyOfItem, dayDate, move, moveItemToDay, newDay, newItem, removeItem, updateItem,
} from "../utils/itinerary.ts";
import { CataloguePicker } from "./catalogue-picker.tsx";
import { CustomItemAdder, type CustomKind } from "./custom-item-adder.tsx";
import { type ImageFieldRenderer, ItemCard, type ItemExtras } from "./item-card.tsx";
import { KIND_LABEL } from "./labels.ts";
import { LibraryPicker } from "./library-picker.tsx";

type Dragged = { type: "day"; index: number } | { type: "item"; dayId: string; itemId: string };
type Picking = { type: "catalogue" | "library"; dayId: string } | { type: "library-day" } | null;

interface DayListProps {
  days: ProposalDay[];
  startDate?: string;
  partySize: number;
  currency: ProposalCurrency;
  readOnly: boolean;
  /** The contract's problems by path ("days.0.items.1.title"). */
  invalid: ReadonlySet<string>;
  renderImage: ImageFieldRenderer;
  onChange(change: (days: ProposalDay[]) => ProposalDay[]): void;
  announce(text: string): void;
  /** What the list's owner adds to each item (a trip's booking); `update` changes that item. */
  itemExtras?(item: ProposalItem, update: (change: Partial<ProposalItem>) => void): ItemExtras;
}

/** Moves focus to a moved part's move button (the other one at either end), once it is in place. */
function focusMoved(prefix: string, id: string, delta: -1 | 1) {
  requestAnimationFrame(() => {
    const own = document.getElementById(`${prefix}-${delta < 0 ? "up" : "down"}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${prefix}-${delta < 0 ? "down" : "up"}-${id}`) as HTMLButtonElement | null;
    (own && !own.disabled ? own : other)?.focus();
  });
}

export function DayList({ days, startDate, partySize, currency, readOnly, invalid, renderImage, onChange, announce, itemExtras }: DayListProps) {
  const t = useProposalsT();
  const { lang } = useLanguage();
  const dragged = useRef<Dragged | null>(null);
  const [picking, setPicking] = useState<Picking>(null);
  const saveToLibrary = useSaveToLibrary();

  const dayName = (index: number) => t("proposals.day.heading", { n: index + 1 });

  function moveDay(index: number, delta: -1 | 1) {
    const target = index + delta;
    if (target < 0 || target >= days.length) return;
    const id = days[index].id;
    onChange((current) => move(current, index, target));
    announce(t("proposals.day.moved", { day: days[index].title || dayName(index), position: target + 1, count: days.length }));
    focusMoved("day-move", id, delta);
  }

  function moveItemBy(day: ProposalDay, index: number, delta: -1 | 1) {
    const target = index + delta;
    if (target < 0 || target >= day.items.length) return;
    const item = day.items[index];
    onChange((current) => moveItemToDay(current, day.id, item.id, day.id, target));
    announce(t("proposals.item.moved", { title: item.title || t("proposals.item.untitled"), position: target + 1, count: day.items.length }));
    focusMoved("move", item.id, delta);
  }

  function saveEntry(name: string, entry: { kind: "item"; item: ProposalItem } | { kind: "day"; day: ProposalDay }) {
    saveToLibrary.mutate({ name: name.slice(0, LIMITS.shortText), ...entry }, {
      onSuccess: () => announce(t("proposals.library.saved", { name })),
      onError: () => announce(t("proposals.library.saveFailed")),
    });
  }

  function pickCatalogue(dayId: string, kind: CatalogueKind, choice: CatalogueChoice) {
    const item = newItem(kind, {
      refId: choice.id,
      title: choice.name,
      ...(choice.location ? { place: choice.location } : {}),
      ...(choice.image ? { image: choice.image } : {}),
      // Priced by the server from the catalogue when saved (at the proposal's rate); staff may change it after.
      quantity: kind === "destination" ? 1 : partySize,
    });
    onChange((current) => addItem(current, dayId, item));
    setPicking(null);
    announce(t("proposals.item.added", { title: choice.name }));
  }

  function pickLibrary(entry: LibraryEntry) {
    if (!picking) return;
    if (picking.type === "library-day" && entry.day) {
      const day = copyOfDay(entry.day);
      onChange((current) => [...current, day]);
      announce(t("proposals.day.inserted", { name: entry.name }));
    } else if (picking.type === "library" && entry.item) {
      const item = copyOfItem(entry.item);
      const dayId = picking.dayId;
      onChange((current) => addItem(current, dayId, item));
      announce(t("proposals.item.added", { title: item.title }));
    }
    setPicking(null);
  }

  const dragOver = (event: DragEvent) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  };

  return (
    <>
      {days.length === 0 ? <p className="empty-state">{t("proposals.day.none")}</p> : null}
      <ol className="proposal-days" role="list">
        {days.map((day, dayIndex) => {
          const date = dayDate(startDate, dayIndex);
          return (
            <li
              key={day.id}
              className="proposal-day card"
              data-day-id={day.id}
              aria-labelledby={`day-heading-${day.id}`}
              onDragOver={dragOver}
              onDrop={(event) => {
                const from = dragged.current;
                event.preventDefault();
                dragged.current = null;
                if (from?.type === "day" && from.index !== dayIndex) {
                  onChange((current) => move(current, from.index, dayIndex));
                  announce(t("proposals.day.moved", { day: days[from.index].title || dayName(from.index), position: dayIndex + 1, count: days.length }));
                } else if (from?.type === "item") {
                  onChange((current) => moveItemToDay(current, from.dayId, from.itemId, day.id));
                  announce(t("proposals.item.movedToDay", { day: dayName(dayIndex) }));
                }
              }}
            >
              <div className="proposal-day__head">
                {readOnly ? null : (
                  <span
                    className="proposal-item__handle"
                    draggable
                    aria-hidden="true"
                    title={t("proposals.drag")}
                    onDragStart={(event) => {
                      dragged.current = { type: "day", index: dayIndex };
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", day.id);
                    }}
                    onDragEnd={() => (dragged.current = null)}
                  >
                    ⋮⋮
                  </span>
                )}
                <h3 className="proposal-day__title" id={`day-heading-${day.id}`}>
                  {dayName(dayIndex)}
                  {date ? <span className="proposal-day__date"> · <time dateTime={date}>{formatCalendarDay(date, lang)}</time></span> : null}
                </h3>
                {readOnly ? null : (
                  <span className="proposal-day__tools">
                    <button type="button" id={`day-move-up-${day.id}`} className="btn btn--ghost btn--sm proposal-move" disabled={dayIndex === 0} aria-label={t("proposals.day.moveUp", { day: dayName(dayIndex) })} onClick={() => moveDay(dayIndex, -1)}>↑</button>
                    <button type="button" id={`day-move-down-${day.id}`} className="btn btn--ghost btn--sm proposal-move" disabled={dayIndex === days.length - 1} aria-label={t("proposals.day.moveDown", { day: dayName(dayIndex) })} onClick={() => moveDay(dayIndex, 1)}>↓</button>
                  </span>
                )}
              </div>
              <TextField
                label={t("proposals.day.title", { n: dayIndex + 1 })}
                value={day.title ?? ""}
                maxLength={LIMITS.shortText}
                disabled={readOnly}
                onChange={(title) => onChange((current) => current.map((d) => (d.id === day.id ? withTitle(d, title) : d)))}
              />
              <ol className="proposal-items" role="list" aria-label={t("proposals.day.items", { day: dayName(dayIndex) })}>
                {day.items.map((item, index) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    index={index}
                    count={day.items.length}
                    currency={currency}
                    readOnly={readOnly}
                    invalid={pathsUnder(invalid, `days.${dayIndex}.items.${index}.`)}
                    renderImage={renderImage}
                    onChange={(change) => onChange((current) => updateItem(current, day.id, item.id, change))}
                    extras={itemExtras?.(item, (change) => onChange((current) => updateItem(current, day.id, item.id, change)))}
                    onRemove={() => {
                      onChange((current) => removeItem(current, day.id, item.id));
                      announce(t("proposals.item.removed", { title: item.title || t("proposals.item.untitled") }));
                      requestAnimationFrame(() => document.getElementById(`add-item-${day.id}`)?.focus());
                    }}
                    onMove={(delta) => moveItemBy(day, index, delta)}
                    onSaveToLibrary={() => saveEntry(item.title || t("proposals.item.untitled"), { kind: "item", item })}
                    drag={{
                      onDragStart: (event) => {
                        dragged.current = { type: "item", dayId: day.id, itemId: item.id };
                        event.dataTransfer.effectAllowed = "move";
                        event.dataTransfer.setData("text/plain", item.id);
                      },
                      onDragOver: dragOver,
                      onDrop: (event) => {
                        const from = dragged.current;
                        if (from?.type !== "item") return;
                        event.preventDefault();
                        event.stopPropagation();
                        dragged.current = null;
                        onChange((current) => moveItemToDay(current, from.dayId, from.itemId, day.id, index));
                        announce(t("proposals.item.movedTo", { position: index + 1, day: dayName(dayIndex) }));
                      },
                      onDragEnd: () => (dragged.current = null),
                    }}
                  />
                ))}
              </ol>
              {readOnly ? null : (
                <DayActions
                  day={day}
                  full={day.items.length >= PROPOSAL_LIMITS.itemsPerDay}
                  onAdd={(kind) => {
                    const item = newItem(kind);
                    onChange((current) => addItem(current, day.id, item));
                    announce(t("proposals.item.addedKind", { kind: t(KIND_LABEL[kind]) }));
                    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-item-id="${item.id}"] input`)?.focus());
                  }}
                  onCatalogue={() => setPicking({ type: "catalogue", dayId: day.id })}
                  onLibrary={() => setPicking({ type: "library", dayId: day.id })}
                  onCopy={() => {
                    onChange((current) => copyDay(current, day.id));
                    announce(t("proposals.day.copied", { day: dayName(dayIndex), n: dayIndex + 2 }));
                  }}
                  onSave={() => saveEntry(day.title || dayName(dayIndex), { kind: "day", day })}
                  onRemove={() => {
                    onChange((current) => current.filter((d) => d.id !== day.id));
                    announce(t("proposals.day.removed", { day: dayName(dayIndex) }));
                    requestAnimationFrame(() => document.getElementById("add-day")?.focus());
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <div className="proposal-section__actions">
          <button
            type="button"
            id="add-day"
            className="btn btn--secondary"
            disabled={days.length >= PROPOSAL_LIMITS.days}
            onClick={() => {
              const day = newDay();
              onChange((current) => [...current, day]);
              announce(t("proposals.day.added", { n: days.length + 1 }));
            }}
          >
            {t("proposals.day.add")}
          </button>
          <button type="button" className="btn btn--ghost" disabled={days.length >= PROPOSAL_LIMITS.days} onClick={() => setPicking({ type: "library-day" })}>
            {t("proposals.library.insertDay")}
          </button>
        </div>
      )}
      <CataloguePicker
        open={picking?.type === "catalogue"}
        onClose={() => setPicking(null)}
        onPick={(kind, choice) => picking?.type === "catalogue" && pickCatalogue(picking.dayId, kind, choice)}
      />
      <LibraryPicker
        open={picking?.type === "library" || picking?.type === "library-day"}
        kind={picking?.type === "library-day" ? "day" : "item"}
        onClose={() => setPicking(null)}
        onPick={pickLibrary}
      />
    </>
  );
}

function withTitle(day: ProposalDay, title: string): ProposalDay {
  const { title: _old, ...rest } = day;
  return title ? { ...rest, title } : rest;
}

/** The problems under `prefix`, by the rest of their path. */
export function pathsUnder(invalid: ReadonlySet<string>, prefix: string): ReadonlySet<string> {
  const found = new Set<string>();
  for (const path of invalid) if (path.startsWith(prefix)) found.add(path.slice(prefix.length));
  return found;
}

interface DayActionsProps {
  day: ProposalDay;
  full: boolean;
  onAdd(kind: CustomKind): void;
  onCatalogue(): void;
  onLibrary(): void;
  onCopy(): void;
  onSave(): void;
  onRemove(): void;
}

function DayActions({ day, full, onAdd, onCatalogue, onLibrary, onCopy, onSave, onRemove }: DayActionsProps) {
  const t = useProposalsT();
  return (
    <div className="proposal-day__actions">
      <CustomItemAdder label={t("proposals.item.addCustom")} disabled={full} onAdd={onAdd} buttonId={`add-item-${day.id}`} />
      <button type="button" className="btn btn--secondary btn--sm" disabled={full} onClick={onCatalogue}>{t("proposals.item.addCatalogue")}</button>
      <button type="button" className="btn btn--ghost btn--sm" disabled={full} onClick={onLibrary}>{t("proposals.library.insertItem")}</button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onCopy}>{t("proposals.day.copy")}</button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onSave}>{t("proposals.library.saveDay")}</button>
      <button type="button" className="btn btn--danger btn--sm" onClick={onRemove}>{t("proposals.day.remove")}</button>
    </div>
  );
}
