import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";

interface LoginFormProps {
  /** Logs in; rejects with an Error whose message is shown ("Login failed" by default). */
  onLogin(email: string, password: string): Promise<unknown>;
  onSuccess(): void;
}

/** "Member Login": email and password, both required. */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Please enter your email and password.");
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onLogin(email.trim(), password);
      onSuccess();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "Login failed");
      setSubmitting(false);
    }
  }

  return (
    <form className="form card form--narrow" onSubmit={submit} noValidate aria-busy={submitting}>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <div className="field">
        <label htmlFor={emailId}>Email</label>
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
        <label htmlFor={passwordId}>Password</label>
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
        {submitting ? "Signing in..." : "Sign In"}
      </button>
      <p className="form__footnote">
        Not a member yet? <Link to="/register">Apply for membership</Link>
      </p>
    </form>
  );
}
