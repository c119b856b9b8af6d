/**
 * A text box and a send button: checks the text is not empty and not too long, sends it, and
 * clears the box once the server has it. The server checks the same bounds.
 */
import { LIMITS } from "@contract/limits.ts";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../lib/api-client.ts";
import { ErrorMessage } from "./error-message.tsx";

interface MessageComposerProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves once stored; a rejection keeps the text and shows `failedText` (or the server's message). */
  onSend(text: string): Promise<unknown>;
  failedText: string;
  /** Shown when sending an empty box ("Please write a message."), and when the text is over LIMITS.longText. */
  emptyText: string;
  tooLongText: string;
  className?: string;
}

export function MessageComposer({ label, submitLabel, busyLabel, onSend, failedText, emptyText, tooLongText, className }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(emptyText);
    if (trimmed.length > LIMITS.longText) return setError(tooLongText);
    setBusy(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText("");
    } catch (failure) {
      // The server's own words for what it refused (a limit, an invalid text, a link no longer valid).
      const refused = failure instanceof ApiError && failure.fromServer && failure.status < 500;
      setError(refused ? failure.message : failedText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`composer ${className ?? ""}`} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} value={text} rows={3} maxLength={LIMITS.longText} onChange={(event) => setText(event.target.value)} />
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? busyLabel : submitLabel}</button>
    </form>
  );
}
