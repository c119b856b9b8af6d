/**
 * One line of the itinerary (a day's item or an option's own): a summary row with its time, kind,
 * title and price, the buttons that move it up and down (the keyboard's way to reorder; a drag
 * does the same), and its fields behind an "Edit" disclosure.
 */
import { LIMITS } from "@contract/limits.ts";
import { PROPOSAL_LIMITS, type ProposalCurrency, type ProposalItem } from "@contract/proposals/model.ts";
import { type DragEvent, type ReactNode, useId, useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatMoney } from "./money.ts";
import { NumberField } from "./number-field.tsx";
import { KIND_LABEL } from "./labels.ts";

/** The media library's image field, given by the page (it belongs to the catalogue editors). */
export type ImageFieldRenderer = (props: { label: string; value: string; onChange(value: string): void }) => ReactNode;

/** What a trip adds to an item card: a mark in its summary and its own fields. */
export type ItemExtras = { summary?: ReactNode; fields?: ReactNode };

export interface ItemCardProps {
  item: ProposalItem;
  index: number;
  count: number;
  currency: ProposalCurrency;
  readOnly: boolean;
  /** Paths of the contract's problems under this item ("title", "time"...). */
  invalid: ReadonlySet<string>;
  renderImage: ImageFieldRenderer;
  onChange(change: Partial<ProposalItem>): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
  onSaveToLibrary?(): void;
  /** More of the line's summary (a trip's booking status) and fields (its booking), given by the list's owner. */
  extras?: ItemExtras;
  /** The drag-and-drop handlers of the list it is in. */
  drag?: {
    onDragStart(event: DragEvent): void;
    onDragOver(event: DragEvent): void;
    onDrop(event: DragEvent): void;
    onDragEnd(): void;
  };
}

export function ItemCard({ item, index, count, currency, readOnly, invalid, renderImage, onChange, onRemove, onMove, onSaveToLibrary, extras, drag }: ItemCardProps) {
  const t = useProposalsT();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(item.title === "");
  const fieldsId = useId();
  const title = item.title || t("proposals.item.untitled");
  const text = (key: keyof ProposalItem) => ({
    value: String(item[key] ?? ""),
    onChange: (value: string) => onChange({ [key]: value }),
    disabled: readOnly,
  });
  return (
    <li
      className="proposal-item"
      data-item-id={item.id}
      data-kind={item.kind}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
    >
      <div className="proposal-item__summary">
        {drag && !readOnly
          ? (
            <span
              className="proposal-item__handle"
              draggable
              aria-hidden="true"
              title={t("proposals.drag")}
              onDragStart={drag.onDragStart}
              onDragEnd={drag.onDragEnd}
            >
              ⋮⋮
            </span>
          )
          : null}
        <span className="proposal-item__time" dir="ltr">{item.time ?? "—"}</span>
        <span className="badge badge--muted proposal-item__kind">{t(KIND_LABEL[item.kind])}</span>
        <span className="proposal-item__title">{title}</span>
        {extras?.summary}
        {item.kind === "note" ? null : (
          <span className="proposal-item__price" dir="ltr">
            {formatMoney(item.unitPrice, currency, lang)}
            {item.quantity !== 1 ? ` × ${item.quantity}` : ""}
          </span>
        )}
        <span className="proposal-item__tools">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={open}
            aria-controls={fieldsId}
            onClick={() => setOpen(!open)}
          >
            {open ? t("proposals.item.close") : t("proposals.item.edit")}
            <span className="visually-hidden">: {title}</span>
          </button>
          {readOnly ? null : (
            <>
              <button
                type="button"
                id={`move-up-${item.id}`}
                className="btn btn--ghost btn--sm proposal-move"
                disabled={index === 0}
                aria-label={t("proposals.item.moveUp", { title })}
                onClick={() => onMove(-1)}
              >
                ↑
              </button>
              <button
                type="button"
                id={`move-down-${item.id}`}
                className="btn btn--ghost btn--sm proposal-move"
                disabled={index === count - 1}
                aria-label={t("proposals.item.moveDown", { title })}
                onClick={() => onMove(1)}
              >
                ↓
              </button>
            </>
          )}
        </span>
      </div>
      {open
        ? (
          <div className="proposal-item__fields" id={fieldsId} role="group" aria-label={t("proposals.item.fields", { title })}>
            {item.refId ? <p className="muted proposal-item__ref">{t("proposals.item.fromCatalogue", { kind: t(KIND_LABEL[item.kind]), id: item.refId })}</p> : null}
            <div className="proposal-grid">
              <TextField label={t("proposals.item.title")} required maxLength={LIMITS.shortText} {...text("title")} error={invalid.has("title") ? t("proposals.item.titleRequired") : undefined} />
              <TextField label={t("proposals.item.time")} type="time" {...text("time")} error={invalid.has("time") ? t("proposals.item.timeInvalid") : undefined} />
              <TextField label={t("proposals.item.place")} maxLength={LIMITS.shortText} {...text("place")} />
              <TextField label={t("proposals.item.supplier")} maxLength={LIMITS.shortText} {...text("supplier")} hint={t("proposals.staffOnly")} />
            </div>
            <TextField label={t("proposals.item.description")} multiline maxLength={LIMITS.longText} {...text("description")} />
            {extras?.fields}
            {readOnly ? null : renderImage({ label: t("proposals.item.image"), value: item.image ?? "", onChange: (value) => onChange({ image: value }) })}
            {item.kind === "note" ? null : (
              <div className="proposal-grid proposal-grid--prices">
                <NumberField label={t("proposals.item.cost", { currency })} value={item.unitCost} onChange={(unitCost) => onChange({ unitCost })} disabled={readOnly} max={PROPOSAL_LIMITS.maxAmount} invalid={invalid.has("unitCost")} />
                <NumberField label={t("proposals.item.price", { currency })} value={item.unitPrice} onChange={(unitPrice) => onChange({ unitPrice })} disabled={readOnly} max={PROPOSAL_LIMITS.maxAmount} invalid={invalid.has("unitPrice")} />
                <NumberField label={t("proposals.item.quantity")} whole value={item.quantity} onChange={(quantity) => onChange({ quantity })} disabled={readOnly} max={PROPOSAL_LIMITS.maxQuantity} invalid={invalid.has("quantity")} />
              </div>
            )}
            {readOnly ? null : (
              <div className="proposal-item__actions">
                {onSaveToLibrary ? <button type="button" className="btn btn--secondary btn--sm" onClick={onSaveToLibrary}>{t("proposals.library.saveItem")}</button> : null}
                <button type="button" className="btn btn--danger btn--sm" onClick={onRemove}>
                  {t("proposals.item.remove")}
                  <span className="visually-hidden">: {title}</span>
                </button>
              </div>
            )}
          </div>
        )
        : null}
    </li>
  );
}
