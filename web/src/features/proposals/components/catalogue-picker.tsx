/**
 * Adds a catalogue activity, package or destination to a day by reference: a dialog with the kind,
 * a search over names and places, and the matching entries as buttons.
 */
import { LIMITS } from "@contract/limits.ts";
import { useId, useMemo, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { type CatalogueChoice, type CatalogueKind, useCatalogueChoices } from "../api/catalogue.ts";
import { KIND_LABEL } from "./labels.ts";

const KINDS: CatalogueKind[] = ["activity", "package", "destination"];

interface CataloguePickerProps {
  open: boolean;
  onClose(): void;
  onPick(kind: CatalogueKind, choice: CatalogueChoice): void;
}

export function CataloguePicker({ open, onClose, onPick }: CataloguePickerProps) {
  const t = useProposalsT();
  const [kind, setKind] = useState<CatalogueKind>("activity");
  const [search, setSearch] = useState("");
  const choices = useCatalogueChoices(kind, open);
  const ids = { kind: useId(), search: useId() };
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase();
    const all = choices.data ?? [];
    return words ? all.filter((choice) => `${choice.name} ${choice.location ?? ""}`.toLocaleLowerCase().includes(words)) : all;
  }, [choices.data, search]);
  return (
    <Modal open={open} onClose={onClose} title={t("proposals.catalogue.title")} size="lg">
      <div className="proposal-picker__filters">
        <div className="field">
          <label htmlFor={ids.kind}>{t("proposals.catalogue.kind")}</label>
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as CatalogueKind)}>
            {KINDS.map((value) => <option key={value} value={value}>{t(KIND_LABEL[value])}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.search}>{t("proposals.catalogue.search")}</label>
          <input id={ids.search} type="search" value={search} maxLength={LIMITS.shortText} autoComplete="off" onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <p className="visually-hidden" role="status">{choices.isSuccess ? t("proposals.catalogue.count", { count: shown.length }) : ""}</p>
      {choices.isPending
        ? <Spinner label={t("proposals.catalogue.loading")} />
        : choices.isError
        ? <ErrorMessage>{t("proposals.catalogue.failed")}</ErrorMessage>
        : shown.length === 0
        ? <p className="empty-state">{t("proposals.catalogue.none")}</p>
        : (
          <ul className="proposal-picker__list" role="list">
            {shown.map((choice) => (
              <li key={choice.id}>
                <button type="button" className="proposal-picker__choice" onClick={() => onPick(kind, choice)}>
                  <span className="proposal-picker__name">{choice.name}</span>
                  {choice.location ? <span className="muted">{choice.location}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
    </Modal>
  );
}
