import type { User } from "@contract/user.ts";
import { Fragment, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { TableRowMessage } from "../../../components/table-row-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { LoadMore } from "../../../components/load-more.tsx";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { LIMITS } from "@contract/limits.ts";
import { useAdminCount, useUserPages, type UsersShown } from "../api/get-users.ts";
import { approveUser, deleteUser, saveUser, toggleAdmin, useUserAction } from "../api/user-actions.ts";
import { UserWizard } from "./user-wizard.tsx";
import { type DeskKey, useDeskFailure, useDeskT } from "../../../i18n/areas/desk.ts";

interface UsersAdminProps {
  currentUserId: string;
  /** Called with the acting user's own record when an action changed it (to refresh the stored user). */
  onOwnRecordChanged(user: User): void;
  /** Every account (the default), only those awaiting approval, or the administrators. */
  show?: UsersShown;
  /** Offers the choice (kept by the page, in its address); without it every account is shown. */
  onShowChange?(show: UsersShown): void;
}

export type { UsersShown };

/**
 * Admin Users: table Name, Email, Status, Role and the actions approve, toggle
 * admin, edit, delete. The last administrator's admin toggle and delete, and one's own delete, are
 * disabled; the server refuses them anyway. The list is read a page at a time, newest first, with
 * the choice of accounts and the search (debounced) applied by the server; more load as the end
 * comes into view or by the button.
 */
export function UsersAdmin({ currentUserId, onOwnRecordChanged, show = "all", onShowChange }: UsersAdminProps) {
  const t = useDeskT();
  const failed = useDeskFailure();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const users = useUserPages({ show, q });
  const admins = useAdminCount();
  const [editing, setEditing] = useState<User | "new" | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Why an action on a user's row failed, shown under that row. */
  const [rowError, setRowError] = useState<{ id: string; text: string } | null>(null);
  const onChanged = (user: User) => {
    if (user.id === currentUserId) onOwnRecordChanged(user);
  };
  const approve = useUserAction(approveUser, onChanged);
  const toggle = useUserAction(toggleAdmin, onChanged);
  const save = useUserAction(saveUser, onChanged);
  const remove = useUserAction(deleteUser);

  /**
   * Runs an action on user `id`'s row and says how it went: `success` above the list, else the
   * server's refusal or `failure`, in the page's language, under the row.
   */
  async function run(id: string, action: () => Promise<unknown>, success: string, failure: DeskKey) {
    setDone(null);
    setRowError(null);
    try {
      await action();
      setDone(success);
    } catch (error) {
      setRowError({ id, text: failed(error, failure) });
    }
  }

  if (users.isPending) return <Spinner label={t("users.loading")} />;
  if (users.isError) return <ErrorMessage>{t("users.loadFailed")}</ErrorMessage>;

  const shown = users.data.pages.flatMap((page) => page.items);
  // Until the count arrives every administrator counts as the last: nothing is offered that could be refused.
  const isLastAdmin = (u: User) => u.isAdmin && (admins.data ?? 1) <= 1;
  const editingUser = editing === "new" ? null : editing;

  return (
    <div className="users-admin">
      <div className="users-admin__toolbar">
        <p className="muted" aria-live="polite">{t("lists.shown", { count: shown.length, more: users.hasNextPage ? "true" : "false" })}</p>
        <TextField label={t("lists.search")} type="search" value={search} onChange={setSearch} />
        {onShowChange
          ? (
            <SelectField
              label={t("users.show")}
              value={show}
              onChange={(value) => onShowChange(value === "pending" || value === "admins" ? value : "all")}
              options={[
                { value: "all", label: t("users.showAll") },
                { value: "pending", label: t("users.showPending") },
                { value: "admins", label: t("users.showAdmins") },
              ]}
            />
          )
          : null}
        <button type="button" className="btn btn--primary" onClick={() => {
          save.reset();
          setEditing("new");
        }}>
          {t("users.add")}
        </button>
      </div>
      <div aria-live="polite" className="users-admin__feedback">
        {done ? <p className="success-message">{done}</p> : null}
      </div>
      <div className="table-wrap">
        <table className="table table--cards users-table">
          <caption className="visually-hidden">{t("users.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("users.name")}</th>
              <th scope="col">{t("users.email")}</th>
              <th scope="col">{t("desk.status")}</th>
              <th scope="col">{t("users.role")}</th>
              <th scope="col">{t("users.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? <TableRowMessage columns={5}>{t("lists.noMatch")}</TableRowMessage> : null}
            {shown.map((u) => {
              const last = isLastAdmin(u);
              const self = u.id === currentUserId;
              return (
                <Fragment key={u.id}>
                  <tr data-user-email={u.email}>
                    <th scope="row" data-label={t("users.name")}>
                      <span>{u.name}{self ? <span className="muted"> {t("users.you")}</span> : null}</span>
                    </th>
                    <td data-label={t("users.email")}>{u.email}</td>
                    <td data-label={t("desk.status")}>
                      {u.isApproved
                        ? <span className="badge badge--success">{t("users.approved")}</span>
                        : <span className="badge badge--accent">{t("users.pending")}</span>}
                    </td>
                    <td data-label={t("users.role")}>{u.isAdmin ? <span className="badge">{t("users.admin")}</span> : <span className="badge badge--muted">{t("users.member")}</span>}</td>
                    <td data-label={t("users.actions")}>
                      <div className="row-actions">
                        {u.isApproved ? null : (
                          <button
                            type="button"
                            className="btn btn--primary btn--sm"
                            disabled={approve.isPending}
                            aria-label={t("users.approveLabel", { name: u.name })}
                            onClick={() => void run(u.id, () => approve.mutateAsync(u.id), t("users.approvedDone", { name: u.name }), "users.approveFailed")}
                          >
                            {t("users.approve")}
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn btn--secondary btn--sm"
                          disabled={last || toggle.isPending}
                          title={last ? t("users.lastAdminStays") : undefined}
                          aria-label={t(u.isAdmin ? "users.removeAdminLabel" : "users.makeAdminLabel", { name: u.name })}
                          onClick={() =>
                            void run(
                              u.id,
                              () => toggle.mutateAsync(u.id),
                              t(u.isAdmin ? "users.adminRemoved" : "users.adminMade", { name: u.name }),
                              "users.toggleFailed",
                            )}
                        >
                          {u.isAdmin ? t("users.removeAdmin") : t("users.makeAdmin")}
                        </button>
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm"
                          aria-label={t("users.editLabel", { name: u.name })}
                          onClick={() => {
                            save.reset();
                            setEditing(u);
                          }}
                        >
                          {t("users.edit")}
                        </button>
                        <button
                          type="button"
                          className="btn btn--danger btn--sm"
                          disabled={last || self}
                          title={self ? t("users.cannotDeleteSelf") : last ? t("users.cannotDeleteLastAdmin") : undefined}
                          aria-label={t("users.deleteLabel", { name: u.name })}
                          onClick={() => setDeleting(u)}
                        >
                          {t("users.delete")}
                        </button>
                      </div>
                    </td>
                  </tr>
                  {rowError?.id === u.id ? <TableRowMessage columns={5}>{rowError.text}</TableRowMessage> : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore query={users} labels={{ more: t("inquiries.showMore"), loading: t("inquiries.loadingMore"), failed: t("lists.moreFailed") }} />

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editingUser ? t("users.editTitle", { name: editingUser.name }) : t("users.createTitle")} size="xl">
        {editing !== null
          ? (
            <UserWizard
              key={editingUser?.id ?? "new"}
              user={editingUser}
              lastAdmin={editingUser ? isLastAdmin(editingUser) : false}
              saving={save.isPending}
              error={save.error ? failed(save.error, "users.saveFailed") : null}
              onCancel={() => setEditing(null)}
              onSubmit={(payload) => {
                save.mutate({ id: editingUser?.id, ...payload }, {
                  onSuccess: (saved) => {
                    setEditing(null);
                    const name = (saved as User).name;
                    setDone(t(editingUser ? "users.updated" : "users.created", { name }));
                  },
                });
              }}
            />
          )
          : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t("users.deleteTitle")}
        confirmLabel={t("users.deleteTitle")}
        busyLabel={t("users.deleting")}
        cancelLabel={t("desk.cancel")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setDeleting(null);
          void run(target.id, () => remove.mutateAsync(target.id), t("users.deleted", { name: target.name }), "users.deleteFailed");
        }}
      >
        <p>{t("users.deleteText", { name: deleting?.name ?? "", email: deleting?.email ?? "" })}</p>
      </ConfirmDialog>
    </div>
  );
}
