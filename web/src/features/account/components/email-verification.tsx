import { useEffect, useId, useState } from "react";
import { LIMITS } from "@contract/limits.ts";
import { useMemberFailure, useMemberT } from "../../../i18n/areas/member.ts";
import { useSendEmailOtp } from "../api/send-email-otp.ts";
import { useVerifyEmailOtp } from "../api/verify-email-otp.ts";

export type EmailState = "idle" | "sent" | "verified";

interface EmailVerificationProps {
  email: string;
  onEmailChange(email: string): void;
  state: EmailState;
  onStateChange(state: EmailState): void;
  error?: string;
  /** The member's current address (Edit Profile): while the field holds it, no code is needed. */
  unchangedEmail?: string;
  label?: string;
}

/**
 * The application's email with its OTP states: not verified, then "OTP Sent"
 * (email locked, code input shown), then "Email verified!". A new code may be asked for after the
 * server's wait; "Change email" unlocks the address again.
 */
export function EmailVerification(
  { email, onEmailChange, state, onStateChange, error, unchangedEmail, label }: EmailVerificationProps,
) {
  const t = useMemberT();
  const failed = useMemberFailure();
  const id = useId();
  const send = useSendEmailOtp();
  const verify = useVerifyEmailOtp();
  const [otp, setOtp] = useState("");
  // An error belongs to the field it is about: sending a code to the email, verifying to the code.
  const [message, setMessage] = useState<{ kind: "error" | "info"; field: "email" | "otp"; text: string } | null>(null);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function sendCode() {
    if (!email.trim()) {
      setMessage({ kind: "error", field: "email", text: t("error.emailRequired") });
      return;
    }
    setMessage(null);
    try {
      const answer = await send.mutateAsync(email.trim());
      onStateChange("sent");
      setOtp("");
      setResendIn(answer.resendAfterSeconds);
      setMessage({ kind: "info", field: "email", text: t("otp.sent", { email: email.trim(), minutes: Math.round(answer.expiresInSeconds / 60) }) });
    } catch (failure) {
      setMessage({ kind: "error", field: "email", text: failed(failure, "otp.sendFailed") });
    }
  }

  async function verifyCode() {
    if (!otp.trim()) {
      setMessage({ kind: "error", field: "otp", text: t("error.otpRequired") });
      return;
    }
    setMessage(null);
    try {
      await verify.mutateAsync({ email: email.trim(), otp: otp.trim() });
      onStateChange("verified");
    } catch (failure) {
      setMessage({ kind: "error", field: "otp", text: failed(failure, "otp.verifyFailed") });
    }
  }

  const locked = state !== "idle";
  const unchanged = unchangedEmail !== undefined && email.trim().toLowerCase() === unchangedEmail.toLowerCase();
  const otpError = state === "sent" && message?.kind === "error" && message.field === "otp" ? message.text : undefined;
  const emailError = state === "verified" || otpError ? undefined : message?.kind === "error" && message.field === "email" ? message.text : error;
  const shownError = otpError ?? emailError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="email-verification">
      <div className="field">
        <label htmlFor={`${id}-email`}>{label ?? t("otp.emailAddress")}<span aria-hidden="true"> *</span></label>
        <div className="input-row">
          <input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            value={email}
            readOnly={locked}
            aria-readonly={locked}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${hintId} ${errorId}` : hintId}
            onChange={(e) => onEmailChange(e.target.value)}
          />
          {state === "verified" || (unchanged && state === "idle") ? null : (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void sendCode()}
              disabled={send.isPending || state === "sent"}
            >
              {send.isPending ? t("otp.sending") : state === "sent" ? t("otp.sentButton") : t("otp.send")}
            </button>
          )}
        </div>
      </div>
      {state === "sent"
        ? (
          <div className="field">
            <label htmlFor={`${id}-otp`}>{t("otp.enter")}</label>
            <div className="input-row">
              <input
                id={`${id}-otp`}
                inputMode="numeric"
                dir="ltr"
                autoComplete="one-time-code"
                maxLength={LIMITS.emailCodeDigits}
                value={otp}
                aria-invalid={otpError ? true : undefined}
                aria-describedby={otpError ? `${hintId} ${errorId}` : hintId}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void verifyCode();
                  }
                }}
              />
              <button type="button" className="btn btn--primary" onClick={() => void verifyCode()} disabled={verify.isPending}>
                {verify.isPending ? t("otp.verifying") : t("otp.verify")}
              </button>
            </div>
            <div className="inline-actions">
              <button type="button" className="btn btn--ghost btn--sm" disabled={resendIn > 0 || send.isPending} onClick={() => void sendCode()}>
                {resendIn > 0 ? t("otp.resendIn", { seconds: resendIn }) : t("otp.resend")}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => {
                  onStateChange("idle");
                  setMessage(null);
                }}
              >
                {t("otp.change")}
              </button>
            </div>
          </div>
        )
        : null}
      <div aria-live="polite">
        <div id={hintId}>
          {state === "verified" ? <p className="verified-note">✓ {t("otp.verified")}</p> : null}
          {message?.kind === "info" && state === "sent" ? <p className="field__hint">{message.text}</p> : null}
        </div>
        {shownError ? <p id={errorId} className="field__error" role="alert">{shownError}</p> : null}
      </div>
    </div>
  );
}
