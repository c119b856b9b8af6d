/**
 * A traveller's privacy request without an account: their address and what they want, then the
 * code from the email. An export downloads the ZIP; an erasure shows the date it is done by.
 */
import { type FormEvent, useState } from "react";
import { LIMITS } from "@contract/limits.ts";
import type { PrivacyRequestKind } from "@contract/privacy.ts";
import { TextField } from "../../../components/form-fields.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { usePrivacyT } from "../../../i18n/areas/privacy.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatTime } from "../../../lib/format.ts";
import { askForCode, verifyCode } from "../api/privacy-api.ts";

type Step = { at: "ask" } | { at: "code"; id: string } | { at: "done"; text: string };

export function PrivacyRequestForm() {
  const t = usePrivacyT();
  const { lang } = useLanguage();
  const [email, setEmail] = useState("");
  const [kind, setKind] = useState<PrivacyRequestKind>("export");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step>({ at: "ask" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failure = (e: unknown) => setError(e instanceof Error && e.message ? e.message : t("failed"));

  async function ask(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await askForCode(email.trim(), kind);
      setStep({ at: "code", id: created.id });
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (step.at !== "code") return;
    setBusy(true);
    setError(null);
    try {
      const request = await verifyCode(step.id, code.trim());
      setStep({
        at: "done",
        text: request?.dueAt ? t("erasureOpen", { date: formatTime(request.dueAt, "longDay", undefined, lang) }) : t("exportReady"),
      });
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  }

  if (step.at === "done") {
    return (
      <div className="card privacy-form">
        <p role="status">{step.text}</p>
        <button type="button" className="btn btn--ghost" onClick={() => { setStep({ at: "ask" }); setCode(""); }}>{t("startAgain")}</button>
      </div>
    );
  }
  if (step.at === "code") {
    return (
      <form className="card privacy-form" onSubmit={verify} noValidate>
        <p role="status">{t("codeSent", { email: email.trim() })}</p>
        <TextField
          label={t("code")}
          value={code}
          onChange={setCode}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.emailCodeDigits}
          error={error ?? undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t("verifying") : t("verify")}</button>
      </form>
    );
  }
  return (
    <form className="card privacy-form" onSubmit={ask} noValidate>
      <TextField label={t("email")} type="email" autoComplete="email" value={email} onChange={setEmail} required maxLength={LIMITS.email} />
      <fieldset className="field">
        <legend>{t("kind")}</legend>
        {(["export", "erasure"] as const).map((value) => (
          <label key={value} className="privacy-form__choice">
            <input type="radio" name="privacy-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`kind.${value}`)}
          </label>
        ))}
      </fieldset>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t("sending") : t("send")}</button>
    </form>
  );
}
