/** Adds a custom item (hotel, flight, transfer, dining, experience, note): its kind, then the add button. */
import { CUSTOM_ITEM_KINDS } from "@contract/proposals/model.ts";
import { useId, useState } from "react";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { KIND_LABEL } from "./labels.ts";

export type CustomKind = (typeof CUSTOM_ITEM_KINDS)[number];

interface CustomItemAdderProps {
  label: string;
  disabled: boolean;
  onAdd(kind: CustomKind): void;
  /** The add button's id, where focus returns after an item is removed. */
  buttonId?: string;
}

export function CustomItemAdder({ label, disabled, onAdd, buttonId }: CustomItemAdderProps) {
  const t = useProposalsT();
  const [kind, setKind] = useState<CustomKind>("hotel");
  const id = useId();
  return (
    <div className="proposal-day__add">
      <div className="field">
        <label htmlFor={id}>{t("proposals.item.customKind")}</label>
        <select id={id} value={kind} onChange={(event) => setKind(event.target.value as CustomKind)}>
          {CUSTOM_ITEM_KINDS.map((value) => <option key={value} value={value}>{t(KIND_LABEL[value])}</option>)}
        </select>
      </div>
      <button type="button" id={buttonId} className="btn btn--secondary btn--sm" disabled={disabled} onClick={() => onAdd(kind)}>{label}</button>
    </div>
  );
}
