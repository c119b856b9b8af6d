/** A member's own data on their profile: download it all, or ask for its erasure. */
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { usePrivacyT } from "../../../i18n/areas/privacy.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatTime } from "../../../lib/format.ts";
import { askForMyErasure, downloadMyData } from "../api/privacy-api.ts";

export function MyData() {
  const t = usePrivacyT();
  const { lang } = useLanguage();
  const [busy, setBusy] = useState<"export" | "erasure" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failure = (e: unknown) => setError(e instanceof Error && e.message ? e.message : t("failed"));

  async function download() {
    setBusy("export");
    setError(null);
    try {
      await downloadMyData();
      setDone(t("exportReady"));
    } catch (e) {
      failure(e);
    } finally {
      setBusy(null);
    }
  }

  async function erase() {
    setBusy("erasure");
    setError(null);
    try {
      const request = await askForMyErasure();
      setConfirming(false);
      setDone(t("erasureOpen", { date: formatTime(request.dueAt ?? request.createdAt, "longDay", undefined, lang) }));
    } catch (e) {
      failure(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("member.title")}</h2>
      <p className="muted">{t("member.intro")}</p>
      <div className="my-data__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={busy !== null}>
          {busy === "export" ? t("member.exporting") : t("member.export")}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)} disabled={busy !== null}>{t("member.erase")}</button>
      </div>
      {done ? <p role="status">{done}</p> : null}
      {error && !confirming ? <ErrorMessage>{error}</ErrorMessage> : null}
      <ConfirmDialog
        open={confirming}
        title={t("member.eraseTitle")}
        confirmLabel={t("member.erase")}
        busyLabel={t("member.eraseSending")}
        cancelLabel={t("member.cancel")}
        busy={busy === "erasure"}
        error={confirming ? error ?? undefined : undefined}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("member.eraseConfirm")}</p>
      </ConfirmDialog>
    </section>
  );
}
