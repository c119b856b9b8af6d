/** The privacy desk: every export and erasure request, its state and dates; an open erasure can be run now. */
import { useState } from "react";
import type { PrivacyRequest } from "@contract/privacy.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { usePrivacyT } from "../../../i18n/areas/privacy.ts";
import { formatStaffTime } from "../../../lib/agency-time.ts";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useCompleteRequest, usePrivacyRequests } from "../api/privacy-api.ts";

export function PrivacyDesk() {
  const t = usePrivacyT();
  const requests = usePrivacyRequests();
  const complete = useCompleteRequest();
  const [chosen, setChosen] = useState<PrivacyRequest | null>(null);
  const zone = useAgencyZone();
  const { lang } = useLanguage();
  const day = (iso?: string) => (iso ? formatStaffTime(iso, zone, lang, "shortDay") : "—");

  if (requests.isPending) return <Spinner label={t("desk.title")} labelHidden />;
  if (requests.isError) return <ErrorMessage>{t("desk.failed")}</ErrorMessage>;
  if (requests.data.length === 0) return <p>{t("desk.empty")}</p>;
  return (
    <>
      <p className="muted">{t("desk.intro")}</p>
      <div className="table-wrap">
        <table className="table table--cards">
          <caption className="visually-hidden">{t("desk.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("desk.request")}</th>
              <th scope="col">{t("desk.state")}</th>
              <th scope="col">{t("desk.person")}</th>
              <th scope="col">{t("desk.due")}</th>
              <th scope="col">{t("desk.runsAt")}</th>
              <th scope="col"><span className="visually-hidden">{t("desk.complete")}</span></th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((r) => (
              <tr key={r.id}>
                <td>{t(`desk.kind.${r.kind}`)}</td>
                <td>{t(`desk.state.${r.state}`)}</td>
                <td><bdi>{r.email ?? r.pseudonym}</bdi></td>
                <td>{day(r.dueAt)}</td>
                <td>{r.kind === "erasure" && r.state === "open" ? day(r.runsAt) : "—"}</td>
                <td>
                  {r.kind === "erasure" && (r.state === "open" || r.state === "erasing")
                    ? <button type="button" className="btn btn--danger btn--sm" onClick={() => setChosen(r)}>{t("desk.complete")}</button>
                    : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={chosen !== null}
        title={t("desk.completeTitle")}
        confirmLabel={t("desk.complete")}
        busyLabel={t("desk.erasing")}
        cancelLabel={t("member.cancel")}
        busy={complete.isPending}
        error={complete.error ? complete.error.message : undefined}
        onConfirm={() => chosen && complete.mutate(chosen.id, { onSuccess: () => setChosen(null) })}
        onCancel={() => setChosen(null)}
      >
        <p>{t("desk.completeConfirm", { who: chosen?.email ?? chosen?.pseudonym ?? "" })}</p>
      </ConfirmDialog>
    </>
  );
}
