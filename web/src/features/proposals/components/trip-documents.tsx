/**
 * A trip's documents for staff: attach a voucher, e-ticket, insurance or visa (PDF or image) to the
 * trip or to one of its items, staff-only or for the traveller; each document with how often the
 * traveller downloaded it; download (staff's own reading is not counted) and delete.
 */
import { DOCUMENT_KINDS, DOCUMENT_TYPES, type DocumentKind, TRIP_LIMITS, type Trip } from "@contract/trips/model.ts";
import { type FormEvent, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { CheckboxField, SelectField } from "../../../components/form-fields.tsx";
import { type TripsKey, useTripsFailure, useTripsT } from "../../../i18n/areas/trips.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { deleteTripDocument, downloadTripDocument, uploadTripDocument } from "../api/trips.ts";

export const DOCUMENT_KIND_LABEL: Record<DocumentKind, TripsKey> = {
  voucher: "trips.documents.kind.voucher",
  "e-ticket": "trips.documents.kind.eTicket",
  insurance: "trips.documents.kind.insurance",
  visa: "trips.documents.kind.visa",
  other: "trips.documents.kind.other",
};

type TripDocumentRow = Trip["documents"][number];

interface TripDocumentsProps {
  trip: Trip;
  onChanged(): Promise<unknown>;
  announce(text: string): void;
}

/** The items a document can belong to, named by their day ("Day 2 · Airport transfer"). */
function itemChoices(trip: Trip, dayName: (n: number) => string, stayName: string) {
  return [
    ...trip.stay.map((item) => ({ value: item.id, label: `${stayName} · ${item.title}` })),
    ...trip.days.flatMap((day, index) => day.items.map((item) => ({ value: item.id, label: `${dayName(index + 1)} · ${item.title}` }))),
  ];
}

export function TripDocuments({ trip, onChanged, announce }: TripDocumentsProps) {
  const t = useTripsT();
  const failed = useTripsFailure();
  const { lang } = useLanguage();
  const dateTime = useDeskDateTime();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>("voucher");
  const [itemId, setItemId] = useState("");
  const [staffOnly, setStaffOnly] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TripDocumentRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const items = itemChoices(trip, (n) => t("trips.documents.day", { n }), t("trips.documents.stay"));
  const itemName = (id?: string) => (id ? items.find((item) => item.value === id)?.label ?? id : t("trips.documents.wholeTrip"));
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? formatNumber(bytes / 1024 / 1024, lang, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : formatNumber(Math.max(1, Math.round(bytes / 1024)), lang, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  const full = trip.documents.length >= TRIP_LIMITS.documents;

  async function upload(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t("trips.documents.chooseFile"));
    if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return setError(t("trips.documents.wrongType"));
    if (file.size > TRIP_LIMITS.documentBytes) return setError(t("trips.documents.tooLarge", { max: TRIP_LIMITS.documentBytes / 1024 / 1024 }));
    setUploading(true);
    try {
      await uploadTripDocument(trip.id, { file, kind, staffOnly, ...(itemId ? { itemId } : {}) });
      await onChanged();
      announce(t("trips.documents.uploaded", { name: file.name }));
      setFile(null);
      setItemId("");
      setStaffOnly(false);
      if (fileInput.current) fileInput.current.value = "";
    } catch (failure) {
      setError(failed(failure, "trips.documents.uploadFailed"));
    } finally {
      setUploading(false);
    }
  }

  async function download(document: TripDocumentRow) {
    setError(null);
    try {
      const blob = await downloadTripDocument(trip.id, document.id);
      const url = URL.createObjectURL(blob);
      const link = globalThis.document.createElement("a");
      link.href = url;
      link.download = document.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(failed(failure, "trips.documents.downloadFailed"));
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteTripDocument(trip.id, deleting.id);
      await onChanged();
      announce(t("trips.documents.deleted", { name: deleting.name }));
      setDeleting(null);
    } catch (failure) {
      setDeleteError(failed(failure, "trips.documents.deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="trip-documents">
      {trip.documents.length === 0
        ? <p className="muted">{t("trips.documents.none")}</p>
        : (
          <div className="table-wrap">
            <table className="table table--cards trip-documents__table">
              <caption className="visually-hidden">{t("trips.documents.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("trips.documents.name")}</th>
                  <th scope="col">{t("trips.documents.kind")}</th>
                  <th scope="col">{t("trips.documents.attachedTo")}</th>
                  <th scope="col">{t("trips.documents.visibility")}</th>
                  <th scope="col">{t("trips.documents.downloads")}</th>
                  <th scope="col">{t("trips.documents.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {trip.documents.map((document) => (
                  <tr key={document.id} data-document-id={document.id}>
                    <th scope="row" data-label={t("trips.documents.name")}>
                      <span>
                        <bdi>{document.name}</bdi>{" "}
                        <span className="muted">({size(document.bytes)}, <bdi>{dateTime(document.uploadedAt)}</bdi>)</span>
                      </span>
                    </th>
                    <td data-label={t("trips.documents.kind")}>{t(DOCUMENT_KIND_LABEL[document.kind])}</td>
                    <td data-label={t("trips.documents.attachedTo")}>{itemName(document.itemId)}</td>
                    <td data-label={t("trips.documents.visibility")}>
                      {document.staffOnly
                        ? <span className="badge badge--muted" data-staff-only="true">{t("trips.documents.staffOnly")}</span>
                        : <span className="badge badge--accent" data-staff-only="false">{t("trips.documents.forTraveller")}</span>}
                    </td>
                    <td data-label={t("trips.documents.downloads")} data-downloads={document.downloads}>
                      {document.staffOnly ? "—" : t("trips.documents.downloadCount", { count: document.downloads })}
                    </td>
                    <td data-label={t("trips.documents.actions")}>
                      <span className="trip-documents__actions">
                        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void download(document)}>
                          {t("trips.documents.download")}<span className="visually-hidden">: {document.name}</span>
                        </button>
                        <button type="button" className="btn btn--danger btn--sm" onClick={() => { setDeleteError(null); setDeleting(document); }}>
                          {t("trips.documents.delete")}<span className="visually-hidden">: {document.name}</span>
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      <form className="trip-documents__upload" onSubmit={(event) => void upload(event)} aria-labelledby={`${fileId}-title`}>
        <h3 id={`${fileId}-title`}>{t("trips.documents.attach")}</h3>
        {full ? <p className="muted">{t("trips.documents.full", { max: TRIP_LIMITS.documents })}</p> : null}
        <div className="proposal-grid">
          <div className="field">
            <label htmlFor={fileId}>{t("trips.documents.file")}</label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept={DOCUMENT_TYPES.join(",")}
              aria-describedby={`${fileId}-hint`}
              disabled={full || uploading}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p className="field__hint" id={`${fileId}-hint`}>{t("trips.documents.fileHint", { max: TRIP_LIMITS.documentBytes / 1024 / 1024 })}</p>
          </div>
          <SelectField
            label={t("trips.documents.kind")}
            value={kind}
            disabled={full || uploading}
            options={DOCUMENT_KINDS.map((value) => ({ value, label: t(DOCUMENT_KIND_LABEL[value]) }))}
            onChange={(value) => setKind(value as DocumentKind)}
          />
          <SelectField
            label={t("trips.documents.attachedTo")}
            value={itemId}
            disabled={full || uploading}
            options={[{ value: "", label: t("trips.documents.wholeTrip") }, ...items]}
            onChange={setItemId}
          />
        </div>
        <CheckboxField label={t("trips.documents.staffOnlyLabel")} hint={t("trips.documents.staffOnlyHint")} checked={staffOnly} disabled={full || uploading} onChange={setStaffOnly} />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <div className="proposal-section__actions">
          <button type="submit" className="btn btn--primary btn--sm" disabled={full || uploading}>
            {uploading ? t("trips.documents.uploading") : t("trips.documents.upload")}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={t("trips.documents.deleteTitle")}
        confirmLabel={t("trips.documents.delete")}
        busyLabel={t("trips.documents.deleting")}
        cancelLabel={t("trips.cancel")}
        busy={busy}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t("trips.documents.deleteText", { name: deleting?.name ?? "" })}</p>
      </ConfirmDialog>
    </div>
  );
}
