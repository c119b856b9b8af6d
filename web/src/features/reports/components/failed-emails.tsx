/**
 * /admin/emails?status=failed&from=&to=: the list behind the reports dashboard's "failed emails"
 * (issue #33): each email the outbox gave up that was queued in the period (the dashboard's count
 * is this list's length), newest first, a page at a time: when it was queued and given up, to
 * whom, which kind of message and what about (its inquiry, linked), the last error; and "Send
 * again" for an inquiry's email, once.
 */
import type { FailedEmailItem, FailedEmailKind } from "@contract/emails.ts";
import { useEffect, useState } from "react";
import { useSearchParams } from "../../../lib/search-params.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type ReportsKey, useReportsFailure, useReportsT } from "../../../i18n/areas/reports.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { formatCalendarDay, formatDateTime } from "../../../lib/format.ts";
import { useFailedEmails, useResendEmail } from "../api/failed-emails.ts";
import { periodOf, presetPeriod, todayIn } from "../period.ts";

const KIND_LABEL: Record<FailedEmailKind, ReportsKey> = {
  confirmation: "emails.kind.confirmation",
  staff: "emails.kind.staff",
  reply: "emails.kind.reply",
  other: "emails.kind.other",
};

export function FailedEmails() {
  const t = useReportsT();
  const failed = useReportsFailure();
  const { lang } = useLanguage();
  const zone = useAgencyZone();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayIn(zone));
  const asked = periodOf(params);
  const period = asked ?? presetPeriod("last90", today);
  // The address always names the period shown, as on the dashboard.
  useEffect(() => {
    if (!asked) setParams({ status: "failed", from: period.from, to: period.to }, { replace: true });
  }, [asked, period.from, period.to, setParams]);
  const query = useFailedEmails(period);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const back = `/admin/reports?${new URLSearchParams({ from: period.from, to: period.to })}`;
  return (
    <div className="failed-emails">
      <p className="failed-emails__period">
        {t("emails.period", { from: formatCalendarDay(period.from, lang), to: formatCalendarDay(period.to, lang), zone })}{" "}
        <Link to={back}>{t("emails.backToReports")}</Link>
      </p>
      {query.isPending
        ? <Spinner label={t("emails.loading")} />
        : query.isError
        ? (
          <ErrorMessage>
            {failed(query.error, "emails.loadFailed")}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>{t("reports.retry")}</button>
          </ErrorMessage>
        )
        : items.length === 0
        ? <p className="failed-emails__empty">{t("emails.empty")}</p>
        : (
          <>
            <p className="failed-emails__count" aria-live="polite">
              {t(query.hasNextPage ? "emails.shownMore" : "emails.shown", { count: items.length })}
            </p>
            <ul className="failed-emails__list">
              {items.map((item) => <FailedEmailCard key={item.id} item={item} zone={zone} />)}
            </ul>
            {query.hasNextPage
              ? (
                <button type="button" className="btn btn--secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? t("emails.loadingMore") : t("emails.more")}
                </button>
              )
              : null}
          </>
        )}
    </div>
  );
}

function FailedEmailCard({ item, zone }: { item: FailedEmailItem; zone: string }) {
  const t = useReportsT();
  const failed = useReportsFailure();
  const { lang } = useLanguage();
  const resend = useResendEmail();
  const when = (iso: string) => formatDateTime(iso, zone, lang);
  const headingId = `failed-email-${item.id}`;
  const done = resend.data ?? (item.resentAt ? item : undefined);
  return (
    <li className="card failed-emails__item" aria-labelledby={headingId} data-failed-email={item.id}>
      <h2 id={headingId} className="failed-emails__subject">
        {item.subject ? <bdi>{item.subject}</bdi> : t("emails.noSubject")}
      </h2>
      <dl className="failed-emails__facts">
        <dt>{t("emails.to")}</dt>
        <dd dir="ltr">{item.to ?? t("emails.notRecorded")}</dd>
        <dt>{t("emails.kind")}</dt>
        <dd>{t(KIND_LABEL[item.kind])}</dd>
        {item.inquiry
          ? (
            <>
              <dt>{t("emails.about")}</dt>
              <dd>
                <Link to={`/admin/inquiries?id=${encodeURIComponent(item.inquiry)}`}>{t("emails.inquiry", { id: item.inquiry })}</Link>
              </dd>
            </>
          )
          : null}
        <dt>{t("emails.queued")}</dt>
        <dd>{when(item.queuedAt)}</dd>
        <dt>{t("emails.givenUp")}</dt>
        <dd>{t("emails.givenUpAfter", { when: when(item.failedAt), count: item.attempts })}</dd>
        <dt>{t("emails.error")}</dt>
        <dd className="failed-emails__error"><bdi>{item.error ?? t("emails.notRecorded")}</bdi></dd>
      </dl>
      <div className="failed-emails__actions" aria-live="polite">
        {done?.resentAt
          ? <p>{t("emails.resent", { when: when(done.resentAt) })}</p>
          : item.canResend
          ? (
            <button type="button" className="btn btn--primary btn--sm" disabled={resend.isPending} onClick={() => resend.mutate(item.id)}>
              {resend.isPending ? t("emails.resending") : t("emails.resend")}
            </button>
          )
          : <p className="failed-emails__note">{t("emails.notResendable")}</p>}
        {resend.isError ? <ErrorMessage>{failed(resend.error, "emails.resendFailed")}</ErrorMessage> : null}
      </div>
    </li>
  );
}
