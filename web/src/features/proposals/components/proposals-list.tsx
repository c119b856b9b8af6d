/**
 * /admin/proposals: every proposal with its status, traveller, lowest total and last change,
 * filtered by status; "New proposal" starts a blank one in the editor.
 */
import { PROPOSAL_STATUSES, type ProposalStatus } from "@contract/proposals/model.ts";
import { useId, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useProposalsFailure, useProposalsT } from "../../../i18n/areas/proposals.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link, useLocalPath } from "../../../i18n/link.tsx";
import { createProposal, useProposals } from "../api/proposals.ts";
import { useShownStatus } from "../hooks/use-shown-status.ts";
import { STATUS_BADGE, STATUS_LABEL } from "./labels.ts";
import { formatMoney } from "./money.ts";

/** `linkFilters`: a reports dashboard link's `from`/`to`/`status`, listed by the server (its status starts the status control). */
export function ProposalsList({ linkFilters = {} }: { linkFilters?: Readonly<Record<string, string>> }) {
  const t = useProposalsT();
  const failed = useProposalsFailure();
  const { lang } = useLanguage();
  const dateTime = useDeskDateTime();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const query = useProposals(linkFilters);
  const shownStatus = useShownStatus();
  const [status, setStatus] = useState<ProposalStatus | "">(PROPOSAL_STATUSES.find((known) => known === linkFilters.status) ?? "");
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const statusId = useId();
  const all = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(
    () =>
      all.map((p) => ({ ...p, status: shownStatus(p.status, p.validUntil) }))
        .filter((p) => !status || p.status === status)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [all, status, shownStatus],
  );

  async function startBlank() {
    setCreating(true);
    setCreateError(null);
    try {
      const created = await createProposal({});
      navigate(localPath(`/admin/proposals/${encodeURIComponent(created.id)}`));
    } catch (error) {
      setCreateError(failed(error, "proposals.list.createFailed"));
      setCreating(false);
    }
  }

  return (
    <div className="proposals-list">
      <div className="admin-toolbar proposals-list__toolbar">
        <div className="field">
          <label htmlFor={statusId}>{t("proposals.list.status")}</label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as ProposalStatus | "")}>
            <option value="">{t("proposals.list.allStatuses")}</option>
            {PROPOSAL_STATUSES.map((value) => <option key={value} value={value}>{t(STATUS_LABEL[value])}</option>)}
          </select>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => void startBlank()} disabled={creating}>
          {creating ? t("proposals.list.creating") : t("proposals.list.new")}
        </button>
      </div>
      {createError ? <ErrorMessage>{createError}</ErrorMessage> : null}
      {query.isPending
        ? <Spinner label={t("proposals.list.loading")} />
        : query.isError
        ? (
          <ErrorMessage>
            {failed(query.error, "proposals.list.loadFailed")}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>{t("proposals.list.retry")}</button>
          </ErrorMessage>
        )
        : (
          <>
            <p className="desk-summary" role="status">{t("proposals.list.showing", { shown: shown.length, count: all.length })}</p>
            {shown.length === 0
              ? (
                <div className="empty-state">
                  <p className="empty-state__title">{status ? t("proposals.list.noMatch") : t("proposals.list.empty")}</p>
                  <p>{status ? t("proposals.list.noMatchHint") : t("proposals.list.emptyHint")}</p>
                </div>
              )
              : (
                <div className="table-wrap">
                  <table className="table table--cards proposals-table">
                    <caption className="visually-hidden">{t("proposals.list.caption")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("proposals.list.proposal")}</th>
                        <th scope="col">{t("proposals.list.status")}</th>
                        <th scope="col">{t("proposals.list.traveller")}</th>
                        <th scope="col">{t("proposals.list.total")}</th>
                        <th scope="col">{t("proposals.list.updated")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((proposal) => (
                        <tr key={proposal.id} data-proposal-id={proposal.id}>
                          <th scope="row" data-label={t("proposals.list.proposal")}>
                            <Link to={`/admin/proposals/${encodeURIComponent(proposal.id)}`}>{proposal.title || t("proposals.untitled")}</Link>
                          </th>
                          <td data-label={t("proposals.list.status")}><span className={STATUS_BADGE[proposal.status]}>{t(STATUS_LABEL[proposal.status])}</span></td>
                          <td data-label={t("proposals.list.traveller")}>
                            <span>
                              <bdi>{proposal.travellerName || "—"}</bdi>
                              {proposal.travellerEmail ? <span className="muted proposals-table__email" dir="ltr">{proposal.travellerEmail}</span> : null}
                            </span>
                          </td>
                          <td data-label={t("proposals.list.total")}>
                            <bdi dir="ltr">{proposal.lowestTotal === undefined ? "—" : formatMoney(proposal.lowestTotal, proposal.currency, lang)}</bdi>
                          </td>
                          <td data-label={t("proposals.list.updated")}><time dateTime={proposal.updatedAt}>{dateTime(proposal.updatedAt)}</time></td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
          </>
        )}
    </div>
  );
}
