/**
 * The trip editor (/admin/trips/:id): the proposal's itinerary editor, now on the trip. Staff keep
 * the bookings current (status, supplier, confirmation, address, contacts, end time), then save
 * with a note for the traveller: the server makes a new revision and tells the traveller what
 * changed. Around it: the trip's documents, its links (revoke them all) and its change history.
 */
import { LIMITS } from "@contract/limits.ts";
import { PROPOSAL_LIMITS, type ProposalDay, type ProposalItem } from "@contract/proposals/model.ts";
import { TRIP_LIMITS, type TripChange, type TripItem, type TripPhase } from "@contract/trips/model.ts";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type TripsKey, useTripsFailure, useTripsT } from "../../../i18n/areas/trips.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { formatCalendarDay } from "../../../lib/format.ts";
import { revokeTripLinks } from "../api/trips.ts";
import { type TripSavePhase, useTripEditor } from "../hooks/use-trip-editor.ts";
import { move, newItem } from "../utils/itinerary.ts";
import { CustomItemAdder } from "./custom-item-adder.tsx";
import { DayList, pathsUnder } from "./day-list.tsx";
import { type ImageFieldRenderer, ItemCard } from "./item-card.tsx";
import { formatMoney } from "./money.ts";
import { NumberField } from "./number-field.tsx";
import { Section } from "./proposal-editor.tsx";
import { TripDocuments } from "./trip-documents.tsx";
import { type EditedTripItem, useTripItemExtras } from "./trip-item-fields.tsx";

const SAVE_TEXT: Record<TripSavePhase, TripsKey> = {
  saved: "trips.save.saved",
  dirty: "trips.save.dirty",
  saving: "trips.save.saving",
  failed: "trips.save.failed",
  conflict: "trips.save.conflict",
};

export const PHASE_LABEL: Record<TripPhase, TripsKey> = {
  upcoming: "trips.phase.upcoming",
  travelling: "trips.phase.travelling",
  returned: "trips.phase.returned",
};

/** The IANA zones this browser knows (the trip's own first, should it not be one of them). */
function zoneChoices(current: string) {
  const zones = Intl.supportedValuesOf("timeZone");
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

interface TripEditorProps {
  id: string;
  renderImage: ImageFieldRenderer;
  /** More panels the page adds (the trip's payments), after the documents. */
  children?: ReactNode;
}

export function TripEditor({ id, renderImage, children }: TripEditorProps) {
  const t = useTripsT();
  const failed = useTripsFailure();
  const failureText = useCallback((error: unknown) => failed(error, "trips.save.failedHint"), [failed]);
  const editor = useTripEditor(id, failureText);
  const { lang } = useLanguage();
  const [announcement, setAnnouncement] = useState("");
  const [revoking, setRevoking] = useState<"confirm" | "working" | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announce = useCallback((text: string) => setAnnouncement((current) => (current === text ? `${text}\u00a0` : text)), []);
  const invalid = useMemo(() => new Set(editor.issues.map((issue) => issue.path)), [editor.issues]);
  const { server, content } = editor;
  const itemExtras = useTripItemExtras(false, server?.revision ?? 0);

  if (editor.query.isPending) return <Spinner label={t("trips.editor.loading")} />;
  if (editor.query.isError) {
    return isNotFound(editor.query.error)
      ? <ErrorMessage>{t("trips.editor.notFound")} <Link to="/admin/trips">{t("trips.backToBoard")}</Link></ErrorMessage>
      : <ErrorMessage>{failed(editor.query.error, "trips.editor.loadFailed")}</ErrorMessage>;
  }
  if (!server || !content) return <Spinner label={t("trips.editor.loading")} />;

  const setDays = (change: (days: ProposalDay[]) => ProposalDay[]) =>
    editor.setContent((current) => ({ ...current, days: change(current.days as ProposalDay[]) as typeof current.days }));
  const setStay = (change: (stay: EditedTripItem[]) => EditedTripItem[]) =>
    editor.setContent((current) => ({ ...current, stay: change(current.stay as EditedTripItem[]) as TripItem[] }));
  /** The card's extras for an item of a day or of the stay (its change goes through the list's own update). */
  const extrasOf = (item: ProposalItem, update: (change: Partial<ProposalItem>) => void) =>
    itemExtras(item as EditedTripItem, (change) => update(change as Partial<ProposalItem>));

  async function save() {
    if (editor.issues.length > 0) return;
    if (await editor.save()) {
      announce(t("trips.save.done"));
      requestAnimationFrame(() => headingRef.current?.focus());
    }
  }

  async function revoke() {
    setRevoking("working");
    setRevokeError(null);
    try {
      await revokeTripLinks(id);
      setRevoking(null);
      announce(t("trips.links.revoked"));
    } catch (error) {
      setRevokeError(failed(error, "trips.links.revokeFailed"));
      setRevoking("confirm");
    }
  }

  const dirty = editor.phase === "dirty" || editor.phase === "failed";
  const dates = server.startDate
    ? [server.startDate, server.endDate].filter((d): d is string => Boolean(d)).map((d) => formatCalendarDay(d, lang)).join(" – ")
    : t("trips.board.undated");

  return (
    <div className="proposal-editor trip-editor" data-phase={server.phase} data-save={editor.phase} data-revision={server.revision}>
      <div className="proposal-editor__bar">
        <h2 className="proposal-editor__heading" ref={headingRef} tabIndex={-1}>{content.title || server.title}</h2>
        <span className="badge badge--accent" data-trip-phase={server.phase}>{t(PHASE_LABEL[server.phase])}</span>
        <p className="proposal-editor__save" role="status" aria-live="polite" data-phase={editor.phase}>
          {t("trips.editor.revision", { n: server.revision })} · {t(SAVE_TEXT[editor.phase])}
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>

      {server.pendingWarning
        ? <p className="notice notice--error" role="alert" data-warning="pending">{t("trips.editor.pendingWarning", { days: TRIP_LIMITS.pendingWarningDays })}</p>
        : null}
      {editor.phase === "conflict"
        ? (
          <div className="notice notice--error proposal-editor__conflict" role="alert">
            <p><strong>{t("trips.conflict.title")}</strong> {editor.error}</p>
            <p>{t("trips.conflict.kept")}</p>
            <div className="proposal-section__actions">
              <button type="button" className="btn btn--primary btn--sm" onClick={() => void editor.reloadLatest().then(() => announce(t("trips.conflict.reloaded")))}>
                {t("trips.conflict.reload")}
              </button>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void editor.keepMine().then(() => announce(t("trips.conflict.keptMine")))}>
                {t("trips.conflict.keepMine")}
              </button>
            </div>
          </div>
        )
        : null}

      <Section title={t("trips.summary.title")} id="summary">
        <dl className="desk-item__fields trip-summary">
          <div><dt>{t("trips.summary.traveller")}</dt><dd><bdi>{server.traveller.name}</bdi> · <span dir="ltr">{server.traveller.email}</span></dd></div>
          {server.traveller.phone ? <div><dt>{t("trips.summary.phone")}</dt><dd dir="ltr">{server.traveller.phone}</dd></div> : null}
          <div><dt>{t("trips.summary.dates")}</dt><dd>{dates}</dd></div>
          <div><dt>{t("trips.summary.total")}</dt><dd><bdi dir="ltr">{formatMoney(server.total, server.currency, lang)}</bdi></dd></div>
          {server.consultantName ? <div><dt>{t("trips.summary.consultant")}</dt><dd><bdi>{server.consultantName}</bdi></dd></div> : null}
          <div><dt>{t("trips.summary.proposal")}</dt><dd><Link to={`/admin/proposals/${encodeURIComponent(server.proposalId)}`}>{t("trips.summary.openProposal")}</Link></dd></div>
        </dl>
      </Section>

      <fieldset className="proposal-editor__content">
        <legend className="visually-hidden">{t("trips.editor.content")}</legend>
        <Section title={t("trips.details.title")} id="details">
          <div className="proposal-grid">
            <TextField
              label={t("trips.details.tripTitle")}
              required
              value={content.title}
              maxLength={LIMITS.shortText}
              onChange={(title) => editor.setContent((c) => ({ ...c, title }))}
              error={invalid.has("title") ? t("trips.details.titleRequired") : undefined}
            />
            <NumberField
              label={t("trips.details.party")}
              whole
              value={content.partySize}
              min={LIMITS.numPeopleMin}
              max={LIMITS.numPeopleMax}
              onChange={(partySize) => editor.setContent((c) => ({ ...c, partySize }))}
              invalid={invalid.has("partySize")}
            />
            <SelectField
              label={t("trips.details.timeZone")}
              required
              value={content.timeZone}
              options={zoneChoices(content.timeZone)}
              hint={t("trips.details.timeZoneHint")}
              onChange={(timeZone) => editor.setContent((c) => ({ ...c, timeZone }))}
            />
          </div>
        </Section>

        <Section title={t("trips.stay.title")} id="stay" intro={t("trips.stay.intro")}>
          <ol className="proposal-items" role="list" aria-label={t("trips.stay.title")}>
            {(content.stay as EditedTripItem[]).map((item, index) => (
              <ItemCard
                key={item.id}
                item={item}
                index={index}
                count={content.stay.length}
                currency={server.currency}
                readOnly={false}
                invalid={pathsUnder(invalid, `stay.${index}.`)}
                renderImage={renderImage}
                onChange={(change) => setStay((stay) => stay.map((entry) => (entry.id === item.id ? { ...entry, ...change } : entry)))}
                onRemove={() => setStay((stay) => stay.filter((entry) => entry.id !== item.id))}
                onMove={(delta) => setStay((stay) => move(stay, index, index + delta))}
                extras={extrasOf(item, (change) => setStay((stay) => stay.map((entry) => (entry.id === item.id ? { ...entry, ...change } : entry))))}
              />
            ))}
          </ol>
          <CustomItemAdder
            label={t("trips.stay.add")}
            disabled={content.stay.length >= PROPOSAL_LIMITS.itemsPerOption + PROPOSAL_LIMITS.addOns}
            onAdd={(kind) => {
              setStay((stay) => [...stay, newItem(kind)]);
              announce(t("trips.stay.added"));
            }}
          />
        </Section>

        <Section title={t("trips.days.title")} id="days">
          <DayList
            days={content.days as ProposalDay[]}
            startDate={server.startDate}
            partySize={content.partySize}
            currency={server.currency}
            readOnly={false}
            invalid={invalid}
            renderImage={renderImage}
            onChange={setDays}
            announce={announce}
            itemExtras={extrasOf}
          />
        </Section>
      </fieldset>

      <Section title={t("trips.save.title")} id="save" intro={t("trips.save.intro")}>
        <TextField
          label={t("trips.save.note")}
          multiline
          value={editor.note}
          maxLength={LIMITS.longText}
          hint={t("trips.save.noteHint")}
          onChange={editor.setNote}
        />
        {editor.issues.length > 0 ? <p className="field__error" data-issues={editor.issues.length}>{t("trips.save.incomplete", { count: editor.issues.length })}</p> : null}
        {editor.phase === "failed" ? <ErrorMessage>{editor.error}</ErrorMessage> : null}
        <div className="proposal-section__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!dirty || editor.issues.length > 0}
            aria-disabled={!dirty || editor.issues.length > 0}
            onClick={() => void save()}
          >
            {editor.phase === "saving" ? t("trips.save.saving") : t("trips.save.button")}
          </button>
        </div>
      </Section>

      <Section title={t("trips.documents.title")} id="documents" intro={t("trips.documents.intro")}>
        <TripDocuments trip={server} onChanged={editor.refresh} announce={announce} />
      </Section>

      {children}

      <Section title={t("trips.links.title")} id="links" intro={t("trips.links.intro")}>
        <div className="proposal-section__actions">
          <button type="button" className="btn btn--danger btn--sm" onClick={() => { setRevokeError(null); setRevoking("confirm"); }}>{t("trips.links.revoke")}</button>
        </div>
      </Section>

      <Section title={t("trips.history.title")} id="history">
        <TripHistory changes={server.changes} />
      </Section>

      <ConfirmDialog
        open={revoking !== null}
        title={t("trips.links.confirmTitle")}
        confirmLabel={t("trips.links.confirm")}
        busyLabel={t("trips.links.revoking")}
        cancelLabel={t("trips.cancel")}
        busy={revoking === "working"}
        error={revokeError}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>{t("trips.links.confirmText", { name: server.traveller.name })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** Each change staff made, newest first: who and when, the lines of what changed, the note the traveller read. */
function TripHistory({ changes }: { changes: TripChange[] }) {
  const t = useTripsT();
  const dateTime = useDeskDateTime();
  const { lang } = useLanguage();
  if (changes.length === 0) return <p className="muted">{t("trips.history.none")}</p>;
  const line = (entry: TripChange["lines"][number]) => {
    const values = { title: entry.title, time: entry.time ?? "", place: entry.place ?? "", date: entry.date ? formatCalendarDay(entry.date, lang) : "" };
    return t(`trips.history.line.${entry.kind}`, values);
  };
  return (
    <ol className="proposal-history trip-history" role="list">
      {[...changes].sort((a, b) => b.revision - a.revision).map((change) => (
        <li key={change.revision} className="proposal-history__entry" data-revision={change.revision}>
          <strong>{t("trips.history.revision", { n: change.revision })}</strong>{" "}
          <span className="muted"><bdi>{dateTime(change.at)}</bdi> · <bdi>{change.by}</bdi></span>
          {change.lines.length
            ? <ul className="trip-history__lines" role="list">{change.lines.map((entry, index) => <li key={index} data-change-kind={entry.kind}>{line(entry)}</li>)}</ul>
            : <p className="muted">{t("trips.history.noLines")}</p>}
          {change.note ? <p className="trip-history__note"><span className="muted">{t("trips.history.note")}</span> {change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
