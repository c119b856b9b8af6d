import type { User } from "@contract/user.ts";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useUsers } from "../api/get-users.ts";
import { approveUser, deleteUser, saveUser, toggleAdmin, useUserAction } from "../api/user-actions.ts";
import { UserWizard } from "./user-wizard.tsx";

interface UsersAdminProps {
  currentUserId: string;
  /** Called with the acting user's own record when an action changed it (to refresh the stored user). */
  onOwnRecordChanged(user: User): void;
}

/**
 * Admin Users: table Name, Email, Status, Role and the actions approve, toggle
 * admin, edit, delete. The last administrator's admin toggle and delete, and one's own delete, are
 * disabled; the server refuses them anyway.
 */
export function UsersAdmin({ currentUserId, onOwnRecordChanged }: UsersAdminProps) {
  const users = useUsers();
  const [editing, setEditing] = useState<User | "new" | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [feedback, setFeedback] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const onChanged = (user: User) => {
    if (user.id === currentUserId) onOwnRecordChanged(user);
  };
  const approve = useUserAction(approveUser, onChanged);
  const toggle = useUserAction(toggleAdmin, onChanged);
  const save = useUserAction(saveUser, onChanged);
  const remove = useUserAction(deleteUser);

  async function run(action: () => Promise<unknown>, success: string) {
    setFeedback(null);
    try {
      await action();
      setFeedback({ kind: "success", text: success });
    } catch (error) {
      setFeedback({ kind: "error", text: error instanceof Error ? error.message : "Request failed" });
    }
  }

  if (users.isPending) return <Spinner label="Loading users..." />;
  if (users.isError) return <ErrorMessage>Could not load users. Please try refreshing the page.</ErrorMessage>;

  const list = users.data;
  const adminCount = list.filter((u) => u.isAdmin).length;
  const isLastAdmin = (u: User) => u.isAdmin && adminCount <= 1;
  const editingUser = editing === "new" ? null : editing;

  return (
    <div className="users-admin">
      <div className="users-admin__toolbar">
        <p className="muted">{list.length} {list.length === 1 ? "member" : "members"}, {list.filter((u) => !u.isApproved).length} pending approval</p>
        <button type="button" className="btn btn--primary" onClick={() => {
          save.reset();
          setEditing("new");
        }}>
          Add New User
        </button>
      </div>
      <div aria-live="polite" className="users-admin__feedback">
        {feedback?.kind === "success" ? <p className="success-message">{feedback.text}</p> : null}
        {feedback?.kind === "error" ? <ErrorMessage>{feedback.text}</ErrorMessage> : null}
      </div>
      <div className="table-wrap">
        <table className="table users-table">
          <caption className="visually-hidden">Users</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.map((u) => {
              const last = isLastAdmin(u);
              const self = u.id === currentUserId;
              return (
                <tr key={u.id} data-user-email={u.email}>
                  <th scope="row">{u.name}{self ? <span className="muted"> (you)</span> : null}</th>
                  <td>{u.email}</td>
                  <td>
                    {u.isApproved
                      ? <span className="badge badge--success">Approved</span>
                      : <span className="badge badge--accent">Pending</span>}
                  </td>
                  <td>{u.isAdmin ? <span className="badge">Admin</span> : <span className="badge badge--muted">Member</span>}</td>
                  <td>
                    <div className="row-actions">
                      {u.isApproved ? null : (
                        <button
                          type="button"
                          className="btn btn--primary btn--sm"
                          disabled={approve.isPending}
                          aria-label={`Approve ${u.name}`}
                          onClick={() => void run(() => approve.mutateAsync(u.id), `${u.name} is approved; we have emailed them.`)}
                        >
                          Approve
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        disabled={last || toggle.isPending}
                        title={last ? "The last administrator must stay an administrator." : undefined}
                        aria-label={`${u.isAdmin ? "Remove admin from" : "Make admin"} ${u.name}`}
                        onClick={() =>
                          void run(
                            () => toggle.mutateAsync(u.id),
                            u.isAdmin ? `${u.name} is no longer an administrator.` : `${u.name} is now an administrator.`,
                          )}
                      >
                        {u.isAdmin ? "Remove Admin" : "Make Admin"}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        aria-label={`Edit ${u.name}`}
                        onClick={() => {
                          save.reset();
                          setEditing(u);
                        }}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn--danger btn--sm"
                        disabled={last || self}
                        title={self ? "You cannot delete your own account." : last ? "The last administrator cannot be deleted." : undefined}
                        aria-label={`Delete ${u.name}`}
                        onClick={() => setDeleting(u)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editingUser ? `Edit User: ${editingUser.name}` : "Create New User"} size="xl">
        {editing !== null
          ? (
            <UserWizard
              key={editingUser?.id ?? "new"}
              user={editingUser}
              lastAdmin={editingUser ? isLastAdmin(editingUser) : false}
              saving={save.isPending}
              error={save.error ? save.error.message || "Failed to save user." : null}
              onCancel={() => setEditing(null)}
              onSubmit={(payload) => {
                save.mutate({ id: editingUser?.id, ...payload }, {
                  onSuccess: (saved) => {
                    setEditing(null);
                    const name = (saved as User).name;
                    setFeedback({ kind: "success", text: editingUser ? `${name} is updated.` : `${name} is created.` });
                  },
                });
              }}
            />
          )
          : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        confirmLabel="Delete User"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setDeleting(null);
          void run(() => remove.mutateAsync(target.id), `${target.name} is deleted.`);
        }}
      >
        <p>Are you sure you want to delete the user "{deleting?.name}" ({deleting?.email})? This action cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
