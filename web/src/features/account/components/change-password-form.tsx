import { LIMITS } from "@contract/limits.ts";
import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-fields.tsx";
import { useMemberFailure, useMemberT } from "../../../i18n/areas/member.ts";
import { useChangePassword } from "../api/change-password.ts";

/** Change Password (Security tab): the current password, a new one of at least 6 characters, confirmed. */
export function ChangePasswordForm() {
  const t = useMemberT();
  const failed = useMemberFailure();
  const min = LIMITS.passwordMin;
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
    if (!current) found.current = t("password.currentRequired");
    if (next.length < LIMITS.passwordMin) found.next = t("password.tooShort", { min });
    if (next !== confirm) found.confirm = t("password.mismatch");
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
      <h3 id="change-password-title">{t("password.title")}</h3>
      <TextField label={t("password.current")} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} />
      <TextField label={t("password.new")} type="password" autoComplete="new-password" value={next} onChange={setNext} error={errors.next} hint={t("password.hint", { min })} />
      <TextField label={t("password.confirm")} type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <div aria-live="polite">
        {done ? <p className="success-message">{t("password.changed")}</p> : null}
        {change.error && !done ? <p className="field__error" role="alert">{failed(change.error, "password.failed")}</p> : null}
      </div>
      <div>
        <button type="submit" className="btn btn--secondary" disabled={change.isPending}>
          {change.isPending ? t("password.changing") : t("password.title")}
        </button>
      </div>
    </form>
  );
}
