/**
 * The list screen of one catalogue area: "Add New ..." button, a notice handed over by a form
 * (saved, not found), the table with edit and delete per row, and the delete confirmation.
 */
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDeleteItem } from "../api/delete-item.ts";
import { useItems } from "../api/get-items.ts";
import type { AdminResource } from "../api/resources.ts";
import { UntranslatedSummary } from "./untranslated-summary.tsx";

export interface Column<T> {
  header: string;
  cell(item: T): ReactNode;
}

interface ItemsTableProps<T extends { id: string; name: string }> {
  resource: AdminResource<T>;
  columns: Column<T>[];
  addLabel: string;
  caption: string;
  empty: ReactNode;
  confirmMessage(item: T): string;
}

/** What a form tells the list it returns to. */
export interface ListNotice {
  notice?: string;
  tone?: "success" | "error";
}

export function ItemsTable<T extends { id: string; name: string }>(
  { resource, columns, addLabel, caption, empty, confirmMessage }: ItemsTableProps<T>,
) {
  const items = useItems(resource);
  const remove = useDeleteItem(resource);
  const location = useLocation();
  const handed = (location.state ?? {}) as ListNotice;
  const [pending, setPending] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
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
      setDeleted(`Deleted "${pending.name}".`);
    } catch (error) {
      // A refusal with a reason (a destination that still has packages) says why; anything else is generic.
      setDeleteError(error instanceof ApiError && error.status === 409 ? error.message : resource.deleteError);
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
          <Link to="/admin" className="btn btn--ghost btn--sm">Back to Dashboard</Link>
          <Link to={`${resource.listPath}/new`} className="btn btn--primary">{addLabel}</Link>
        </div>
        <div aria-live="polite" className="admin-notices">
          {handed.notice && !deleted
            ? <p className={handed.tone === "error" ? "error-message" : "success-message"}>{handed.notice}</p>
            : null}
          {deleted ? <p className="success-message">{deleted}</p> : null}
        </div>
        {deleteError ? <ErrorMessage>{deleteError}</ErrorMessage> : null}
        {items.isPending
          ? <Spinner label={`Loading ${resource.key}...`} />
          : items.isError
          ? <ErrorMessage>{resource.loadListError}</ErrorMessage>
          : items.data.length === 0
          ? <div className="empty-state">{empty}</div>
          : (
            <>
              <div className="field admin-search">
                <label htmlFor={searchId}>Search {resource.key}</label>
                <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              {shown.length === 0 ? <p className="empty-state">No {resource.key} match your search.</p> : null}
              <div className="table-wrap" hidden={shown.length === 0}>
                <table className="table admin-table">
                  <caption className="visually-hidden">{caption}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => <th key={column.header} scope="col">{column.header}</th>)}
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((item) => (
                      <tr key={item.id}>
                        {columns.map((column) => <td key={column.header} data-label={column.header}>{column.cell(item)}</td>)}
                        <td data-label="Actions">
                          <div className="admin-table__actions">
                            <Link
                              to={`${resource.listPath}/edit/${encodeURIComponent(item.id)}`}
                              className="btn btn--secondary btn--sm"
                              aria-label={`Edit ${item.name}`}
                            >
                              Edit
                            </Link>
                            <button
                              type="button"
                              className="btn btn--danger btn--sm"
                              aria-label={`Delete ${item.name}`}
                              onClick={() => setPending(item)}
                            >
                              Delete
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        <ConfirmDialog
          open={pending !== null}
          title={`Delete ${resource.singular}`}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setPending(null)}
        >
          <p>{pending ? confirmMessage(pending) : ""}</p>
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
