/**
 * The Activity screen: the audit log newest first, narrowed by person, kind of item, item and
 * dates, a page at a time ("Show older"), and exported as CSV with the same filters.
 */
import { AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@contract/audit-kinds.ts";
import type { AuditEntry } from "@contract/audit.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { useState } from "react";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { downloadBlob } from "../../../lib/download.ts";
import { wallTimeIn } from "../../../lib/zoned-time.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { type AuditFilters, fetchAuditCsv, NO_FILTERS, useAuditLog, useCatalogueNames, usePeople } from "../api/audit.ts";
import { describeChanges } from "../utils/describe.ts";

const COLLECTION_OF: Partial<Record<AuditEntity, CatalogueCollection>> = {
  destination: "destinations",
  package: "packages",
  activity: "activities",
};

/** What staff read for a kind of item and an action (message ids of the admin area). */
const entityText = (entity: AuditEntity) => `audit.entity.${entity}` as const;
const actionText = (action: AuditAction) => `audit.action.${action}` as const;

export function ActivityLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const zone = useAgencyZone();
  const log = useAuditLog(filters, zone);
  const t = useAdminT();
  const entityOptions = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(entityText(entity)) }));
  const set = (name: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value, ...(name === "entity" ? { entityId: "" } : {}) }));

  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      const csv = new Blob([await fetchAuditCsv(filters, zone)], { type: "text/csv;charset=utf-8" });
      downloadBlob(csv, `activity-${wallTimeIn(new Date().toISOString(), zone).slice(0, 10)}.csv`);
    } catch {
      setExportError(t("audit.exportError"));
    } finally {
      setExporting(false);
    }
  }

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="activity">
      <form className="card activity__filters" aria-label={t("audit.filters")} onSubmit={(e) => e.preventDefault()}>
        <PersonFilter value={filters.actor} onChange={set("actor")} />
        <SelectField label={t("audit.kind")} value={filters.entity} onChange={set("entity")} options={entityOptions} placeholder={t("audit.anyKind")} />
        <ItemFilter entity={filters.entity as AuditEntity | ""} value={filters.entityId} onChange={set("entityId")} />
        <TextField label={t("audit.from")} type="date" value={filters.from} onChange={set("from")} />
        <TextField label={t("audit.to")} type="date" value={filters.to} onChange={set("to")} />
        <div className="activity__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setFilters(NO_FILTERS)}>{t("audit.clearFilters")}</button>
          <button type="button" className="btn btn--primary" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? t("audit.exporting") : t("audit.export")}
          </button>
        </div>
      </form>
      {exportError ? <ErrorMessage>{exportError}</ErrorMessage> : null}
      {log.isPending ? <Spinner label={t("audit.loading")} /> : null}
      {log.isError ? <ErrorMessage>{t("audit.loadError")}</ErrorMessage> : null}
      {log.isSuccess && entries.length === 0 ? <p className="activity__empty">{t("audit.empty")}</p> : null}
      {entries.length > 0
        ? (
          <ol className="activity__list" aria-label={t("audit.list")}>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onOnly={() => setFilters({ ...NO_FILTERS, entity: entry.entity, entityId: entry.entityId })} />
            ))}
          </ol>
        )
        : null}
      {log.hasNextPage
        ? (
          <button type="button" className="btn btn--ghost" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? t("audit.loadingOlder") : t("audit.showOlder")}
          </button>
        )
        : null}
    </div>
  );
}

function PersonFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const people = usePeople();
  const t = useAdminT();
  const options = (people.data ?? []).map((p) => ({ value: p.id, label: p.isAdmin ? t("audit.staff", { name: p.name }) : p.name }));
  return <SelectField label={t("audit.person")} value={value} onChange={onChange} options={options} placeholder={t("audit.anyone")} />;
}

/** A catalogue kind offers its items by name; any other kind takes the item's id. */
function ItemFilter({ entity, value, onChange }: { entity: AuditEntity | ""; value: string; onChange(value: string): void }) {
  const collection = (entity && COLLECTION_OF[entity]) || null;
  const items = useCatalogueNames(collection);
  const t = useAdminT();
  if (collection) {
    const options = (items.data ?? []).map((item) => ({ value: item.id, label: item.name }));
    return <SelectField label={t("audit.item")} value={value} onChange={onChange} options={options} placeholder={t("audit.anyItem")} />;
  }
  return <TextField label={t("audit.itemId")} value={value} onChange={onChange} disabled={!entity} hint={entity ? undefined : t("audit.chooseKindFirst")} />;
}

function EntryRow({ entry, onOnly }: { entry: AuditEntry; onOnly(): void }) {
  const t = useAdminT();
  const lines = describeChanges(entry, {
    none: t("audit.none"),
    was: (value) => t("audit.was", { value }),
    changed: (fields) => t("audit.changed", { fields }),
  });
  const dateTime = useDeskDateTime();
  return (
    <li className="card activity__entry">
      <p className="activity__headline">
        <strong>{entry.actorName}</strong> · {t(actionText(entry.action))} · {t(entityText(entry.entity))}{" "}
        {entry.entityName ? <span className="activity__name">{entry.entityName}</span> : null}{" "}
        <code className="activity__id">{entry.entityId}</code>
      </p>
      <p className="activity__meta">
        <time dateTime={entry.at}>{dateTime(entry.at)}</time> · {t("audit.fromAddress", { address: entry.address })}
      </p>
      {lines.length > 0 ? <ul className="activity__changes">{lines.map((line) => <li key={line}>{line}</li>)}</ul> : null}
      <button type="button" className="btn btn--ghost btn--sm" onClick={onOnly}>{t("audit.onlyThisItem")}</button>
    </li>
  );
}
