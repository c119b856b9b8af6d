import type { User } from "@contract/user.ts";
import { LIMITS } from "@contract/limits.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { useMemberFailure, useMemberT } from "../../../i18n/areas/member.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { ApiError } from "../../../lib/api-client.ts";

interface LoginFormProps {
  /**
   * Logs in (with the emailed code once the server asked for one); rejects with an Error whose
   * message is shown ("Login failed" by default).
   */
  onLogin(email: string, password: string, emailCode?: string): Promise<User>;
  onSuccess(user: User): void;
}

/** The server asks a new device for the code it emailed (contract/api.ts `email_code_required`). */
const isCodeRequired = (error: unknown) => error instanceof ApiError && error.code === "email_code_required";

/**
 * "Member Login": email and password, both required. When the account is guarded after failed
 * sign-ins elsewhere and this device has not signed in lately, the server asks for a code (emailed
 * if the password is right) and the form shows a code field with the explanation, focused; the
 * password and the code then sign in, and "Send a new code" asks again.
 */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const t = useMemberT();
  const failed = useMemberFailure();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // The code step: null before the server asked; then which explanation is shown.
  const [codeStep, setCodeStep] = useState<null | "sent" | "resent">(null);
  const [error, setError] = useState<{ text: string; aboutCode: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const codeId = useId();
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeStep === "sent") codeRef.current?.focus();
  }, [codeStep]);

  async function signIn(withCode: boolean) {
    if (!email.trim() || !password) {
      setError({ text: t("login.missing"), aboutCode: false });
      return;
    }
    if (withCode && !/^\d{6}$/.test(code)) {
      setError({ text: t("login.codeMissing"), aboutCode: true });
      codeRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      onSuccess(await onLogin(email.trim(), password, withCode ? code : undefined));
    } catch (failure) {
      setSubmitting(false);
      if (isCodeRequired(failure)) {
        setCode("");
        setCodeStep(codeStep === null ? "sent" : "resent");
        return;
      }
      setError({ text: failed(failure, "login.failed"), aboutCode: withCode && failure instanceof ApiError && failure.status === 400 });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(codeStep !== null);
  }

  const errorId = `${codeId}-error`;
  const explanationId = `${codeId}-explanation`;
  const codeError = error?.aboutCode ? error : null;
  return (
    <form className="form card form--narrow" onSubmit={submit} noValidate aria-busy={submitting}>
      {error && !codeError ? <ErrorMessage>{error.text}</ErrorMessage> : null}
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
      <div aria-live="polite">
        {codeStep
          ? (
            <p id={explanationId} className="field__hint login-code__explanation">
              {t(codeStep === "sent" ? "login.codeSent" : "login.codeResent", { email: email.trim() })}
            </p>
          )
          : null}
      </div>
      {codeStep
        ? (
          <div className="field">
            <label htmlFor={codeId}>{t("login.code")}</label>
            <input
              id={codeId}
              ref={codeRef}
              inputMode="numeric"
              dir="ltr"
              autoComplete="one-time-code"
              maxLength={LIMITS.emailCodeDigits}
              required
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${explanationId} ${errorId}` : explanationId}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            />
            {codeError ? <p id={errorId} className="field__error" role="alert">{codeError.text}</p> : null}
            <div className="inline-actions">
              <button type="button" className="btn btn--ghost btn--sm" disabled={submitting} onClick={() => void signIn(false)}>
                {t("login.newCode")}
              </button>
            </div>
          </div>
        )
        : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </button>
      <p className="form__footnote">
        {rich(t("login.notMember"), [(text) => <Link to="/register">{text}</Link>])}
      </p>
    </form>
  );
}
