import { type FormEvent, useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { emailTranscript } from "../api/visitor-requests.ts";
import { useChatT } from "../../../i18n/areas/chat.ts";

/**
 * The conversation by email: an address (the member's own to start with) and a button; with
 * `continueByEmail` the team also gets it and answers by email.
 */
export function TranscriptForm(
  { sessionId, email: initial = "", continueByEmail = false }: { sessionId: string; email?: string; continueByEmail?: boolean },
) {
  const t = useChatT();
  const { lang } = useLanguage();
  const inputId = useId();
  const [email, setEmail] = useState(initial);
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || state === "sending") return;
    setState("sending");
    setError(null);
    try {
      await emailTranscript(sessionId, email.trim(), lang, continueByEmail);
      setState("sent");
    } catch (err) {
      setState("idle");
      setError(err instanceof ApiError && err.fromServer && err.status !== 503 ? err.message : t("chatWindow.transcript.failed"));
    }
  }

  if (state === "sent") {
    return (
      <p className="chat-window__note" role="status">
        {t(continueByEmail ? "chatWindow.continueSent" : "chatWindow.transcript.sent", { email: email.trim() })}
      </p>
    );
  }
  return (
    <form className="chat-window__transcript" onSubmit={submit}>
      <label htmlFor={inputId}>{t("chatWindow.transcript.email")}</label>
      <input id={inputId} type="email" dir="ltr" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="btn btn--ghost btn--sm" disabled={state === "sending"}>
        {state === "sending" ? t("chatWindow.sending") : t(continueByEmail ? "chatWindow.continueByEmail" : "chatWindow.transcript.send")}
      </button>
      {error ? <p className="chat-window__banner chat-window__banner--error" role="alert">{error}</p> : null}
    </form>
  );
}
