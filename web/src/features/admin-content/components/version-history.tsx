/**
 * An item's history under its edit form: each saved version with who saved it and when, a
 * comparison of one with the current item (the fields that differ), and its restore, which saves
 * it as a new version from the version the form was loaded with (refused when someone saved since).
 * A version whose image was deleted from the media library since is refused with the file's name;
 * "Restore with the current image" then restores every other field.
 */
import type { CatalogueVersion } from "@contract/audit.ts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLocalPath } from "../../../i18n/link.tsx";
import { useStaffCatalogue } from "../api/translations.ts";
import type { AdminResource } from "../api/resources.ts";
import { useRestoreVersion, useVersions } from "../api/versions.ts";
import { currentVersionId, differingFields } from "../utils/compare-version.ts";
import { fieldLabel } from "../utils/field-label.ts";
import type { ListNotice } from "./items-table.tsx";
import { SaveError } from "./save-error.tsx";
import { KeepImageRestore } from "./keep-image-restore.tsx";

/** What staff read for each kind of saved version. */
const VERSION_ACTIONS = {
  original: "history.action.original",
  create: "audit.action.create",
  update: "audit.action.update",
  translate: "audit.action.translate",
  restore: "audit.action.restore",
  replace_image: "audit.action.replace_image",
} as const;
const isVersionAction = (action: string): action is keyof typeof VERSION_ACTIONS => Object.hasOwn(VERSION_ACTIONS, action);

interface Props<T> {
  resource: AdminResource<T>;
  id: string;
  /** The item's version the form holds now. */
  currentVersion(): string | undefined;
}

export function VersionHistory<T extends { name: string }>({ resource, id, currentVersion }: Props<T>) {
  const versions = useVersions(resource, id);
  // The current record with its translations (staff's read), so a translation's change shows too.
  const staff = useStaffCatalogue(resource.key);
  const restore = useRestoreVersion(resource, id);
  const navigate = useNavigate();
  const [comparing, setComparing] = useState<string | null>(null);
  // The version whose restore failed last (offered with the current image when its image is gone).
  const [refused, setRefused] = useState<CatalogueVersion | null>(null);
  const t = useAdminT();
  const dateTime = useDeskDateTime();
  const localPath = useLocalPath();
  const actionName = (action: string) => (isVersionAction(action) ? t(VERSION_ACTIONS[action]) : action);

  async function restoreVersion(version: CatalogueVersion, keepImage = false) {
    setRefused(null);
    try {
      const saved = await restore.mutateAsync({ versionId: version.id, version: currentVersion(), keepImage });
      const notice = t(keepImage ? "history.restoredKeepImage" : "history.restored", { name: saved.name });
      const state: ListNotice = { notice, tone: "success" };
      navigate(localPath(resource.listPath), { state });
    } catch {
      // Shown from the mutation's state (a refusal for a deleted image offers the current one).
      if (!keepImage) setRefused(version);
    }
  }

  // Versions are listed once the current record has been read since this history opened: without
  // it none would be marked current, and a read from before a save would mark the wrong one.
  const staffRead = staff.isFetchedAfterMount;
  const failed = versions.isError || (staffRead && staff.isError);
  const list = staffRead && !failed ? versions.data : undefined;
  const record = list ? staff.data?.items.find((item) => item.id === id) as Record<string, unknown> | undefined : undefined;
  const currentId = list ? currentVersionId(list, record) : undefined;
  return (
    <section className="card admin-form versions" aria-labelledby="versions-heading">
      <h2 id="versions-heading">{t("history.title")}</h2>
      {!list && !failed ? <Spinner label={t("history.loading")} size="sm" /> : null}
      {failed ? <ErrorMessage>{t("history.loadError")}</ErrorMessage> : null}
      {list?.length === 0 ? <p className="field__hint">{t("history.empty")}</p> : null}
      {restore.isError ? <SaveError error={restore.error} /> : null}
      {refused && restore.isError
        ? <KeepImageRestore error={restore.error} busy={restore.isPending} onRestore={() => void restoreVersion(refused, true)} />
        : null}
      {list && list.length > 0
        ? (
          <ol className="versions__list" aria-label={t("history.list")}>
            {list.map((version) => {
              const changes = record ? differingFields(version.record, record) : [];
              const isCurrent = version.id === currentId;
              // An older version with the current content (changed, then changed back): nothing to compare or restore.
              const sameAsCurrent = !isCurrent && record !== undefined && changes.length === 0;
              return (
                <li key={version.id} className="versions__item">
                  <span>
                    <time dateTime={version.at}>{dateTime(version.at)}</time> ·{" "}
                    {version.actorName ?? (version.action === "original" ? t("history.beforeHistory") : t("history.theSite"))} ·{" "}
                    {isCurrent
                      ? t("history.currentMark", { line: actionName(version.action) })
                      : sameAsCurrent
                      ? t("history.sameMark", { line: actionName(version.action) })
                      : actionName(version.action)}
                  </span>
                  {isCurrent || sameAsCurrent ? null : (
                    <span className="activity__actions">
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        aria-expanded={comparing === version.id}
                        onClick={() => setComparing(comparing === version.id ? null : version.id)}
                      >
                        {t("history.compare")}
                      </button>
                      <button
                        type="button"
                        className="btn btn--primary btn--sm"
                        disabled={restore.isPending}
                        onClick={() => void restoreVersion(version)}
                      >
                        {t("history.restore")}
                      </button>
                    </span>
                  )}
                  {comparing === version.id
                    ? (
                      <table className="table table--cards versions__compare">
                        <caption>{t("history.differ")}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t("history.field")}</th>
                            <th scope="col">{t("history.thisVersion")}</th>
                            <th scope="col">{t("history.current")}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {changes.map((change) => (
                            <tr key={change.name}>
                              <th scope="row" data-label={t("history.field")}>{fieldLabel(t, change.name)}</th>
                              <td data-label={t("history.thisVersion")}><ValueLines lines={change.version} /></td>
                              <td data-label={t("history.current")}><ValueLines lines={change.current} /></td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )
                    : null}
                </li>
              );
            })}
          </ol>
        )
        : null}
    </section>
  );
}

/** A compared value: one line as text, a list (or a group of fields) as a list. */
export function ValueLines({ lines }: { lines: readonly string[] }) {
  if (lines.length < 2) return lines[0] ?? null;
  return <ul className="versions__values">{lines.map((line, index) => <li key={index}>{line}</li>)}</ul>;
}
