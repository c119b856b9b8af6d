/**
 * The list screen of one catalogue area: "Add New ..." button, a notice handed over by a form
 * (saved, not found), the table with edit and delete per row, and the delete confirmation.
 */
import { Fragment, type ReactNode, useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { TableRowMessage } from "../../../components/table-row-message.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Link } from "../../../i18n/link.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDeleteItem } from "../api/delete-item.ts";
import { useItems } from "../api/get-items.ts";
import { type AdminResource, type ResourceText, textOf } from "../api/resources.ts";
import type { MessageValues } from "../../../i18n/message-set.ts";
import { UntranslatedSummary } from "./untranslated-summary.tsx";

export interface Column<T> {
  header: string;
  cell(item: T): ReactNode;
}

interface ItemsTableProps<T extends { id: string; name: string }> {
  resource: AdminResource<T>;
  columns: Column<T>[];
}

/** What a form tells the list it returns to. */
export interface ListNotice {
  notice?: string;
  tone?: "success" | "error";
}

export function ItemsTable<T extends { id: string; name: string }>(
  { resource, columns }: ItemsTableProps<T>,
) {
  const t = useAdminT();
  const text = (name: ResourceText, values?: MessageValues) => t(textOf(resource, name), values);
  const items = useItems(resource);
  const remove = useDeleteItem(resource);
  const location = useLocation();
  const handed = (location.state ?? {}) as ListNotice;
  const [pending, setPending] = useState<T | null>(null);
  /** A refused delete's message, shown under the item's row. */
  const [deleteError, setDeleteError] = useState<{ id: string; text: string } | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = (items.data ?? []).filter((item) => !needle || searchableText(item).includes(needle));

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(pending.id);
      setDeleted(t("list.deleted", { name: pending.name }));
    } catch (error) {
      // A refusal with a reason (a destination that still has packages) says why; anything else is generic.
      const why = error instanceof ApiError && error.status === 409 && error.fromServer ? error.message : text("deleteError");
      setDeleteError({ id: pending.id, text: why });
      setDeleted(null);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <UntranslatedSummary collection={resource.key} />
      <div className="admin-list">
        <div className="admin-toolbar">
          <Link to="/admin" className="btn btn--ghost btn--sm">{t("common.backToDashboard")}</Link>
          <Link to={`${resource.listPath}/new`} className="btn btn--primary">{text("add")}</Link>
        </div>
        <div aria-live="polite" className="admin-notices">
          {handed.notice && !deleted
            ? <p className={handed.tone === "error" ? "error-message" : "success-message"}>{handed.notice}</p>
            : null}
          {deleted ? <p className="success-message">{deleted}</p> : null}
        </div>
        {items.isPending
          ? <Spinner label={text("loading")} />
          : items.isError
          ? <ErrorMessage>{text("loadListError")}</ErrorMessage>
          : items.data.length === 0
          ? <div className="empty-state"><p>{text("empty")}</p></div>
          : (
            <>
              <div className="field admin-search">
                <label htmlFor={searchId}>{text("search")}</label>
                <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              {shown.length === 0 ? <p className="empty-state">{text("noMatch")}</p> : null}
              <div className="table-wrap" hidden={shown.length === 0}>
                <table className="table table--cards admin-table">
                  <caption className="visually-hidden">{text("caption")}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => <th key={column.header} scope="col">{column.header}</th>)}
                      <th scope="col">{t("list.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((item) => (
                      <Fragment key={item.id}>
                        <tr>
                          {columns.map((column) => <td key={column.header} data-label={column.header}><div>{column.cell(item)}</div></td>)}
                          <td data-label={t("list.actions")}>
                            <div className="admin-table__actions">
                              <Link
                                to={`${resource.listPath}/edit/${encodeURIComponent(item.id)}`}
                                className="btn btn--secondary btn--sm"
                                aria-label={t("list.editItem", { name: item.name })}
                              >
                                {t("list.edit")}
                              </Link>
                              <button
                                type="button"
                                className="btn btn--danger btn--sm"
                                aria-label={t("list.deleteItem", { name: item.name })}
                                onClick={() => setPending(item)}
                              >
                                {t("common.delete")}
                              </button>
                            </div>
                          </td>
                        </tr>
                        {deleteError?.id === item.id
                          ? <TableRowMessage columns={columns.length + 1}>{deleteError.text}</TableRowMessage>
                          : null}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        <ConfirmDialog
          open={pending !== null}
          title={text("deleteTitle")}
          confirmLabel={t("common.delete")}
          busyLabel={t("common.deleting")}
          cancelLabel={t("common.cancel")}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setPending(null)}
        >
          <p>{pending ? text("confirm", { name: pending.name }) : ""}</p>
        </ConfirmDialog>
      </div>
    </>
  );
}

/** Every text value of an item, lower-cased, for the list's search box. */
function searchableText(item: object): string {
  return Object.values(item)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === "string" || typeof value === "number")
    .join(" ")
    .toLowerCase();
}
