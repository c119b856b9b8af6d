import type { User } from "@contract/user.ts";
import { type FormEvent, useId, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { useMemberFailure, useMemberT } from "../../../i18n/areas/member.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";

interface LoginFormProps {
  /** Logs in; rejects with an Error whose message is shown ("Login failed" by default). */
  onLogin(email: string, password: string): Promise<User>;
  onSuccess(user: User): void;
}

/** "Member Login": email and password, both required. */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const t = useMemberT();
  const failed = useMemberFailure();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t("login.missing"));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      onSuccess(await onLogin(email.trim(), password));
    } catch (failure) {
      setError(failed(failure, "login.failed"));
      setSubmitting(false);
    }
  }

  return (
    <form className="form card form--narrow" onSubmit={submit} noValidate aria-busy={submitting}>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <div className="field">
        <label htmlFor={emailId}>{t("login.email")}</label>
        <input
          id={emailId}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>{t("login.password")}</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </button>
      <p className="form__footnote">
        {rich(t("login.notMember"), [(text) => <Link to="/register">{text}</Link>])}
      </p>
    </form>
  );
}
