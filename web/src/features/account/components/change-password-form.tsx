import { LIMITS } from "@contract/limits.ts";
import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { useChangePassword } from "../api/change-password.ts";

export const PASSWORD_CHANGED = "Your password has been changed. Your other sessions have been signed out.";

/** Change Password (Security tab): the current password, a new one of at least 6 characters, confirmed. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const found: typeof errors = {};
    if (!current) found.current = "Current password is required.";
    if (next.length < LIMITS.passwordMin) found.next = `Password must be at least ${LIMITS.passwordMin} characters`;
    if (next !== confirm) found.confirm = "Passwords do not match";
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setDone(true);
      setCurrent("");
      setNext("");
      setConfirm("");
    } catch {
      // shown below from change.error
    }
  }

  return (
    <form className="form change-password" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">Change Password</h3>
      <TextField label="Current Password" type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} />
      <TextField label="New Password" type="password" autoComplete="new-password" value={next} onChange={setNext} error={errors.next} hint={`At least ${LIMITS.passwordMin} characters.`} />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <div aria-live="polite">
        {done ? <p className="success-message">{PASSWORD_CHANGED}</p> : null}
        {change.error && !done ? <p className="field__error" role="alert">{change.error.message}</p> : null}
      </div>
      <div>
        <button type="submit" className="btn btn--secondary" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </button>
      </div>
    </form>
  );
}
