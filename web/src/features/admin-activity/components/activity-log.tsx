/**
 * The Activity screen: the audit log newest first, narrowed by person, kind of item, item and
 * dates, a page at a time ("Show older"), and exported as CSV with the same filters.
 */
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from "@contract/audit-kinds.ts";
import type { AuditEntry } from "@contract/audit.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { downloadBlob } from "../../../lib/download.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { type AuditFilters, fetchAuditCsv, NO_FILTERS, useAuditLog, useCatalogueNames, usePeople } from "../api/audit.ts";
import { describeChanges } from "../utils/describe.ts";

const COLLECTION_OF: Partial<Record<AuditEntity, CatalogueCollection>> = {
  destination: "destinations",
  package: "packages",
  activity: "activities",
};

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }));

export function ActivityLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filters);
  const set = (name: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value, ...(name === "entity" ? { entityId: "" } : {}) }));

  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      const csv = new Blob([await fetchAuditCsv(filters)], { type: "text/csv;charset=utf-8" });
      downloadBlob(csv, `activity-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      setExportError("Could not export the activity. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="activity">
      <form className="card activity__filters" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()}>
        <PersonFilter value={filters.actor} onChange={set("actor")} />
        <SelectField label="Kind of item" value={filters.entity} onChange={set("entity")} options={ENTITY_OPTIONS} placeholder="Any kind" />
        <ItemFilter entity={filters.entity as AuditEntity | ""} value={filters.entityId} onChange={set("entityId")} />
        <TextField label="From" type="date" value={filters.from} onChange={set("from")} />
        <TextField label="To" type="date" value={filters.to} onChange={set("to")} />
        <div className="activity__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setFilters(NO_FILTERS)}>Clear filters</button>
          <button type="button" className="btn btn--primary" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? "Exporting..." : "Export CSV"}
          </button>
        </div>
      </form>
      {exportError ? <ErrorMessage>{exportError}</ErrorMessage> : null}
      {log.isPending ? <Spinner label="Loading activity..." /> : null}
      {log.isError ? <ErrorMessage>Could not load the activity. Please try refreshing the page.</ErrorMessage> : null}
      {log.isSuccess && entries.length === 0 ? <p className="activity__empty">No activity matches these filters.</p> : null}
      {entries.length > 0
        ? (
          <ol className="activity__list" aria-label="Activity, newest first">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onOnly={() => setFilters({ ...NO_FILTERS, entity: entry.entity, entityId: entry.entityId })} />
            ))}
          </ol>
        )
        : null}
      {log.hasNextPage
        ? (
          <button type="button" className="btn btn--ghost" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? "Loading..." : "Show older"}
          </button>
        )
        : null}
    </div>
  );
}

function PersonFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const people = usePeople();
  const options = (people.data ?? []).map((p) => ({ value: p.id, label: p.isAdmin ? `${p.name} (staff)` : p.name }));
  return <SelectField label="Person" value={value} onChange={onChange} options={options} placeholder="Anyone" />;
}

/** A catalogue kind offers its items by name; any other kind takes the item's id. */
function ItemFilter({ entity, value, onChange }: { entity: AuditEntity | ""; value: string; onChange(value: string): void }) {
  const collection = (entity && COLLECTION_OF[entity]) || null;
  const items = useCatalogueNames(collection);
  if (collection) {
    const options = (items.data ?? []).map((item) => ({ value: item.id, label: item.name }));
    return <SelectField label="Item" value={value} onChange={onChange} options={options} placeholder="Any item" />;
  }
  return <TextField label="Item id" value={value} onChange={onChange} disabled={!entity} hint={entity ? undefined : "Choose a kind of item first."} />;
}

function EntryRow({ entry, onOnly }: { entry: AuditEntry; onOnly(): void }) {
  const lines = describeChanges(entry);
  return (
    <li className="card activity__entry">
      <p className="activity__headline">
        <strong>{entry.actorName}</strong> · {entry.action.replaceAll("_", " ")} · {AUDIT_ENTITY_LABELS[entry.entity]}{" "}
        <code className="activity__id">{entry.entityId}</code>
      </p>
      <p className="activity__meta">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · from {entry.address}
      </p>
      {lines.length > 0 ? <ul className="activity__changes">{lines.map((line) => <li key={line}>{line}</li>)}</ul> : null}
      <button type="button" className="btn btn--ghost btn--sm" onClick={onOnly}>Only this item</button>
    </li>
  );
}
