/**
 * The reusable library: saved items and days, inserted as copies (an item into the day it was
 * opened from, a day after the last one), and removed from the library.
 */
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import type { LibraryEntry } from "@contract/proposals/library.ts";
import { useDeleteLibraryEntry, useProposalLibrary } from "../api/proposals.ts";

interface LibraryPickerProps {
  open: boolean;
  /** What may be inserted here: items (into a day) or days. */
  kind: "item" | "day";
  onClose(): void;
  onPick(entry: LibraryEntry): void;
}

export function LibraryPicker({ open, kind, onClose, onPick }: LibraryPickerProps) {
  const t = useProposalsT();
  const library = useProposalLibrary(open);
  const remove = useDeleteLibraryEntry();
  const entries = (library.data ?? []).filter((entry) => entry.kind === kind);
  return (
    <Modal open={open} onClose={onClose} title={kind === "item" ? t("proposals.library.itemsTitle") : t("proposals.library.daysTitle")} size="md">
      {library.isPending
        ? <Spinner label={t("proposals.library.loading")} />
        : library.isError
        ? <ErrorMessage>{t("proposals.library.failed")}</ErrorMessage>
        : entries.length === 0
        ? <p className="empty-state">{kind === "item" ? t("proposals.library.noItems") : t("proposals.library.noDays")}</p>
        : (
          <ul className="proposal-picker__list" role="list">
            {entries.map((entry) => (
              <li key={entry.id} className="proposal-library__entry">
                <button type="button" className="proposal-picker__choice" onClick={() => onPick(entry)}>
                  <span className="proposal-picker__name">{entry.name}</span>
                  <span className="muted">
                    {entry.day ? t("proposals.library.dayItems", { count: entry.day.items.length }) : entry.item?.title}
                  </span>
                </button>
                <button type="button" className="btn btn--ghost btn--sm" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                  {t("proposals.library.remove")}
                  <span className="visually-hidden">: {entry.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      {remove.isError ? <ErrorMessage>{t("proposals.library.removeFailed")}</ErrorMessage> : null}
    </Modal>
  );
}
