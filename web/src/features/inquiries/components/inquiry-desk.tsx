import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus, type InquiryType } from "@contract/enums.ts";
import type { Inquiry } from "@contract/inquiry.ts";
import { LIMITS } from "@contract/limits.ts";
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from "react";
import { Link as LocalLink, RouterLink as Link } from "../../../i18n/link.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { CreateProposalButton } from "../../../components/create-proposal-button.tsx";
import { DeskRow, DeskStatusField, FollowUpMarks } from "../../../components/desk-row.tsx";
import { DeskStatusFilter } from "../../../components/desk-status-filter.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows, useReadWhileOpen } from "../../../components/use-desk-rows.ts";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { type DeskKey, useDeskT } from "../../../i18n/areas/desk.ts";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { useDeleteInquiry } from "../api/delete-inquiry.ts";
import { INQUIRIES_QUERY_KEY, useMarkInquiryRead } from "../api/get-inquiries.ts";
import { fetchLeadsCsv, leadsCsvFileName, useLead, useLeads } from "../api/get-leads.ts";
import { type DeskLink, deskFilters, linkOnlyOf, openingControls } from "../api/desk-opening.ts";
import { type InquiryLeadItem, LEAD_KINDS, LEAD_SORTS, LEAD_STAGES, type LeadItem, type LeadKind, type LeadSort, type LeadsQuery, type LeadStage, UNASSIGNED } from "@contract/leads.ts";
import { KIND_LABEL, LeadFacts, leadHref, LeadMarks, LostControl, STAGE_LABEL, useLeadName } from "./lead-marks.tsx";
import { useDeskFeed } from "../../../lib/desk-feed.ts";
import { useUpdateInquiryStatus } from "../api/update-inquiry-status.ts";
import { csvBlob } from "../utils/csv.ts";
import { downloadBlob } from "../../../lib/download.ts";
import { useConsultants } from "../../../components/assignee-field.tsx";
import { InquiryThreadPanel } from "./inquiry-thread-panel.tsx";
import { rich } from "../../../i18n/rich-text.tsx";

const strong = (text: string) => <strong>{text}</strong>;

const STATUS_BADGE: Record<InquiryStatus, string> = {
  New: "badge badge--accent",
  Viewed: "badge",
  Responded: "badge badge--success",
  "Proposal sent": "badge badge--success",
  Accepted: "badge badge--success",
};

/** What staff read for each stored status and type. */
const STATUS_LABEL: Record<InquiryStatus, DeskKey> = {
  New: "inquiries.status.New",
  Viewed: "inquiries.status.Viewed",
  Responded: "inquiries.status.Responded",
  "Proposal sent": "inquiries.status.Proposal sent",
  Accepted: "inquiries.status.Accepted",
};
const TYPE_LABEL: Record<InquiryType, DeskKey> = {
  package: "inquiries.type.package",
  activity: "inquiries.type.activity",
  vip_service: "inquiries.type.vip_service",
};

/** What staff read for each order of the list. */
const ORDER_LABEL: Record<LeadSort, DeskKey> = { newest: "desk.orderNewest", oldest: "inquiries.orderOldest" };

/** The list while it loads: one array, so the memos below keep their results between renders. */
const NO_LEADS: readonly LeadItem[] = [];
/** The status filter counts from the server's counts: no items of its own. */
const NO_INQUIRIES: readonly InquiryLeadItem[] = [];

interface InquiryDeskProps extends DeskLink {
  /** An inquiry to open at once (the staff email links to /admin/inquiries?id=...). */
  openId?: string | null;
}

/**
 * The staff inquiry desk: the pipeline's leads newest first, read from the server a page at a time
 * (the next page as the list's end scrolls into view, or "Show more"), with counts per status,
 * filters by stage, status, type, assignee, overdue and awaiting, a search over requester and item
 * (all on the server), and a CSV export of what is shown.
 * Expanding an inquiry shows its details; opening a New one marks it Viewed, and reads the
 * traveller's messages. An inquiry the traveller wrote on after our last reply is marked "Awaiting
 * our reply" with its unread count; the list follows the server's changes as they happen.
 */
export function InquiryDesk({ openId, initialStatus, initialOverdue, linkFilters = {} }: InquiryDeskProps) {
  const t = useDeskT();
  const updateStatus = useUpdateInquiryStatus();
  const deleteMutation = useDeleteInquiry();
  // The same first values as the read asked for as the admin area opened (`readDeskOpening`).
  const [opening] = useState(() => openingControls({ initialStatus, initialOverdue, linkFilters }));
  const [status, setStatus] = useState<InquiryStatus | "">(opening.status);
  const [type, setType] = useState<InquiryType | "">(opening.type);
  const [assignee, setAssignee] = useState(opening.assignee);
  const [awaiting, setAwaiting] = useState(opening.awaiting);
  const [overdue, setOverdue] = useState(opening.overdue);
  const [stage, setStage] = useState<LeadStage | "">(opening.stage);
  const [kind, setKind] = useState<LeadKind | "">(opening.kind);
  const [source, setSource] = useState(opening.source);
  const debouncedSource = useDebouncedValue(source, LIMITS.searchDebounceMs);
  const [order, setOrder] = useState<LeadSort>(opening.order);
  const linkOnly = linkOnlyOf(linkFilters);
  useDeskFeed({ inquiries: INQUIRIES_QUERY_KEY });
  const consultants = useConsultants();
  const [search, setSearch] = useState(opening.search);
  const debouncedSearch = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const rows = useDeskRows();
  const [confirming, setConfirming] = useState<Inquiry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const deepLinkDone = useRef(false);
  const ids = { search: useId(), status: useId(), type: useId(), assignee: useId(), order: useId(), stage: useId(), kind: useId(), source: useId() };

  const filters: LeadsQuery = deskFilters(
    { status, type, stage, kind, source: debouncedSource, assignee, search: debouncedSearch, awaiting, overdue, order },
    linkOnly,
  );
  const query = useLeads(filters, { counts: true });
  const counts = { data: query.data?.pages[0]?.counts };
  // The lead an email links to comes first when it is not on the pages read.
  const linked = useLead(openId);
  const visible = useMemo(() => {
    const listed = query.data?.pages.flatMap((page) => page.items) ?? NO_LEADS;
    const one = linked.data;
    return one && !listed.some((lead) => lead.id === one.id) ? [one, ...listed] : listed;
  }, [query.data, linked.data]);
  const awaitingCount = counts.data?.awaiting ?? 0;
  const total = counts.data?.total ?? 0;
  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The next page is read as the end of the list comes into view.
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px" });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, visible.length]);

  function changeStatus(inquiry: Inquiry, next: InquiryStatus) {
    rows.clearError(inquiry.id);
    updateStatus.mutate({ id: inquiry.id, status: next }, {
      onError: () => rows.setError(inquiry.id, t("inquiries.statusFailed", { id: inquiry.id })),
    });
  }

  function toggle(inquiry: Inquiry) {
    if (rows.toggle(inquiry.id) && inquiry.status === "New") changeStatus(inquiry, "Viewed");
  }

  // The staff email's link opens its inquiry (once, when the list has arrived), with the state of
  // the moment it opens.
  const openDeepLinked = useEffectEvent((inquiry: Inquiry) => toggle(inquiry));
  useEffect(() => {
    if (deepLinkDone.current || !openId || !query.data || linked.isPending) return;
    deepLinkDone.current = true;
    const inquiry = visible.find((i) => i.id === openId);
    if (inquiry?.kind !== "inquiry") return;
    openDeepLinked(inquiry);
    requestAnimationFrame(() => {
      const button = document.getElementById(`inquiry-toggle-${inquiry.id}`);
      button?.scrollIntoView({ block: "center" });
      button?.focus();
    });
  }, [openId, query.data, visible, linked.isPending]);

  // Every lead the filters find, streamed by the server: not only the pages read so far.
  async function exportCsv() {
    try {
      const { csv, rows: exported } = await fetchLeadsCsv(filters);
      downloadBlob(csvBlob(csv), leadsCsvFileName());
      setAnnouncement(t("inquiries.exported", { count: exported }));
    } catch {
      setAnnouncement(t("inquiries.exportFailed"));
    }
  }

  function confirmDelete() {
    if (!confirming) return;
    const inquiry = confirming;
    setDeleteError(null);
    deleteMutation.mutate(inquiry.id, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement(t("inquiries.deleted", { name: inquiry.userName }));
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
      onError: () => setDeleteError(t("inquiries.deleteFailed")),
    });
  }

  if (query.isPending) return <Spinner label={t("inquiries.loading")} />;
  if (query.isError && !query.data) return <ErrorMessage>{t("inquiries.loadFailed")}</ErrorMessage>;

  const filtered = Object.keys(linkOnly).length > 0 || status !== "" || type !== "" || stage !== "" || kind !== "" ||
    debouncedSource.trim() !== "" || assignee !== "" || awaiting || overdue || debouncedSearch.trim() !== "";

  return (
    <div className="inquiry-desk">
      <DeskStatusFilter
        label={t("inquiries.byStatus")}
        allLabel={t("inquiries.all")}
        statuses={INQUIRY_STATUSES}
        items={NO_INQUIRIES}
        counts={counts.data?.byStatus}
        total={total}
        value={status}
        onChange={setStatus}
        labelOf={(s) => t(STATUS_LABEL[s])}
      >
        <button
          type="button"
          className="desk-count desk-count--awaiting"
          data-awaiting-count={awaitingCount}
          aria-pressed={awaiting}
          onClick={() => {
            setAwaiting(!awaiting);
            if (!awaiting) setOrder("oldest");
          }}
        >
          <span className="desk-count__label">{t("desk.awaiting")}</span> <span className="desk-count__value">{awaitingCount}</span>
        </button>
        <button
          type="button"
          className="desk-count desk-count--overdue"
          aria-pressed={overdue}
          onClick={() => setOverdue(!overdue)}
        >
          <span className="desk-count__label">{t("inquiries.overdue")}</span>
        </button>
      </DeskStatusFilter>

      <form className="filters desk-filters" role="search" aria-label={t("inquiries.filter")} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t("inquiries.search")}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            autoComplete="off"
            placeholder={t("inquiries.searchPlaceholder")}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t("desk.status")}</label>
          <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as InquiryStatus | "")}>
            <option value="">{t("inquiries.allStatuses")}</option>
            {INQUIRY_STATUSES.map((s) => <option key={s} value={s}>{t(STATUS_LABEL[s])}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.stage}>{t("inquiries.stage")}</label>
          <select id={ids.stage} value={stage} onChange={(event) => setStage(event.target.value as LeadStage | "")}>
            <option value="">{t("inquiries.allStages")}</option>
            {LEAD_STAGES.map((s) => <option key={s} value={s}>{t(STAGE_LABEL[s])}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>{t("leads.kindFilter")}</label>
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as LeadKind | "")}>
            <option value="">{t("leads.allKinds")}</option>
            {LEAD_KINDS.map((value) => <option key={value} value={value}>{t(KIND_LABEL[value])}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.source}>{t("leads.sourceFilter")}</label>
          <input
            id={ids.source}
            type="search"
            value={source}
            autoComplete="off"
            maxLength={LIMITS.leadSource}
            placeholder={t("leads.sourcePlaceholder")}
            onChange={(event) => setSource(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.type}>{t("inquiries.type")}</label>
          <select id={ids.type} value={type} onChange={(event) => setType(event.target.value as InquiryType | "")}>
            <option value="">{t("inquiries.allTypes")}</option>
            {INQUIRY_TYPES.map((value) => <option key={value} value={value}>{t(TYPE_LABEL[value])}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.assignee}>{t("inquiries.assignedTo")}</label>
          <select id={ids.assignee} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value="">{t("inquiries.anyone")}</option>
            <option value={UNASSIGNED}>{t("inquiries.nobody")}</option>
            {(consultants.data ?? []).map((user) => <option key={user.id} value={user.id}>{user.displayName || user.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.order}>{t("desk.order")}</label>
          <select id={ids.order} value={order} onChange={(event) => setOrder(event.target.value as LeadSort)}>
            {LEAD_SORTS.map((value) => <option key={value} value={value}>{t(ORDER_LABEL[value])}</option>)}
          </select>
        </div>
        <div className="desk-filters__actions">
          <button type="button" className="btn btn--secondary" onClick={() => void exportCsv()} disabled={visible.length === 0}>
            {t("inquiries.export")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? t("inquiries.refreshing") : t("inquiries.refresh")}
          </button>
        </div>
      </form>

      <p ref={summaryRef} className="desk-summary" tabIndex={-1} aria-live="polite">
        {t("inquiries.showing", { shown: visible.length, count: total })}
        {awaitingCount > 0 ? <> · {t("desk.awaitingCount", { count: awaitingCount })}</> : null}
      </p>
      <p className="visually-hidden" role="status">{announcement}</p>

      {visible.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">{filtered ? t("inquiries.noMatch") : t("inquiries.empty")}</p>
            <p>{filtered ? t("inquiries.noMatchHint") : t("inquiries.emptyHint")}</p>
          </div>
        )
        : (
          <ul className="desk-list" role="list" aria-busy={query.isPlaceholderData}>
            {visible.map((inquiry) => inquiry.kind !== "inquiry" ? <RequestLeadRow key={inquiry.id} lead={inquiry} /> : (
              <InquiryRow
                key={inquiry.id}
                inquiry={inquiry}
                open={rows.isOpen(inquiry.id)}
                onToggle={() => toggle(inquiry)}
                onStatus={(next) => changeStatus(inquiry, next)}
                onDelete={() => {
                  setDeleteError(null);
                  setConfirming(inquiry);
                }}
                error={rows.errorOf(inquiry.id)}
              />
            ))}
          </ul>
        )}
      <div ref={endRef} className="desk-more">
        {query.hasNextPage
          ? (
            <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t("inquiries.loadingMore") : t("inquiries.showMore")}
            </button>
          )
          : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={t("inquiries.deleteTitle")}
        confirmLabel={t("inquiries.delete")}
        busyLabel={t("inquiries.deleting")}
        cancelLabel={t("desk.cancel")}
        busy={deleteMutation.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? (
            <p>
              {rich(t("inquiries.deleteText", { name: confirming.userName, item: confirming.itemName }), [strong, strong])}
            </p>
          )
          : null}
      </ConfirmDialog>
    </div>
  );
}

/** A bespoke request's or chat's lead in the list: its marks and a link to its own screen. */
function RequestLeadRow({ lead }: { lead: LeadItem }) {
  const t = useDeskT();
  const dateTime = useDeskDateTime();
  const name = useLeadName();
  return (
    <li
      className="desk-item card desk-item--lead"
      data-lead-id={lead.id}
      data-lead-kind={lead.kind}
      data-stage={lead.stage}
      data-overdue={lead.overdue ? "true" : "false"}
    >
      <div className="desk-item__summary">
        <span className="desk-item__item">{lead.itemName || t(KIND_LABEL[lead.kind])}</span>
        <span className="desk-item__requester">{name(lead)}</span>
        {lead.assignee ? <span className="desk-item__assignee">{lead.assignee.name}</span> : null}
        <time className="desk-item__date" dateTime={lead.submissionDate}>{dateTime(lead.submissionDate)}</time>
        <LeadFacts lead={lead} />
        <LeadMarks lead={lead} />
        <LocalLink className="btn btn--secondary desk-item__open" to={leadHref(lead)}>
          {t(lead.kind === "chat" ? "leads.openChat" : "leads.openBespoke")}
        </LocalLink>
      </div>
    </li>
  );
}

interface InquiryRowProps {
  inquiry: InquiryLeadItem;
  open: boolean;
  onToggle(): void;
  onStatus(status: InquiryStatus): void;
  onDelete(): void;
  error?: string;
}

function itemLink(inquiry: Inquiry): string | null {
  if (!inquiry.itemId) return null;
  if (inquiry.type === "package") return `/packages/${encodeURIComponent(inquiry.itemId)}`;
  if (inquiry.type === "activity") return `/activities/${encodeURIComponent(inquiry.itemId)}`;
  return null;
}

function InquiryRow({ inquiry, open, onToggle, onStatus, onDelete, error }: InquiryRowProps) {
  const t = useDeskT();
  const markRead = useMarkInquiryRead();
  useReadWhileOpen(open, inquiry.unread, () => {
    if (!markRead.isPending) markRead.mutate(inquiry.id);
  });
  const dateTime = useDeskDateTime();
  const link = itemLink(inquiry);
  const isVip = inquiry.type === "vip_service";
  const replySubject = encodeURIComponent(`Your inquiry: ${inquiry.itemName}`);
  return (
    <DeskRow
      look="card"
      data={{
        "data-status": inquiry.status,
        "data-stage": inquiry.stage,
        "data-inquiry-id": inquiry.id,
        "data-awaiting": inquiry.awaitingSince ? "true" : "false",
        "data-overdue": inquiry.overdue ? "true" : "false",
      }}
      toggleId={`inquiry-toggle-${inquiry.id}`}
      detailsLabel={t("inquiries.details", { name: inquiry.userName, item: inquiry.itemName })}
      errorWhenClosed
      open={open}
      onToggle={onToggle}
      error={error}
      summary={
        <>
          <span className="desk-item__item">{inquiry.itemName}</span>
          <span className="badge badge--muted desk-item__type">{t(TYPE_LABEL[inquiry.type])}</span>
          <span className="desk-item__requester">{inquiry.userName}</span>
          {inquiry.assignee ? <span className="desk-item__assignee">{inquiry.assignee.name}</span> : null}
          <time className="desk-item__date" dateTime={inquiry.submissionDate}>{dateTime(inquiry.submissionDate)}</time>
          <span className={`${STATUS_BADGE[inquiry.status]} desk-item__status`}>{t(STATUS_LABEL[inquiry.status])}</span>
          <FollowUpMarks awaitingSince={inquiry.awaitingSince} unread={inquiry.unread} className="desk-item__follow-up" />
          <LeadFacts lead={inquiry} />
          <LeadMarks lead={inquiry} />
        </>
      }
    >
      {inquiry.mail?.confirmation === "failed"
        ? (
          <p className="desk-item__warning" role="note">
            {t("inquiries.mailFailed")}
          </p>
        )
        : null}
      <dl className="desk-item__fields">
        <div><dt>{t("inquiries.email")}</dt><dd><a href={`mailto:${inquiry.userEmail}`} dir="ltr">{inquiry.userEmail}</a></dd></div>
        <div><dt>{t("inquiries.phone")}</dt><dd><a href={`tel:${inquiry.userPhone.replace(/[^\d+]/g, "")}`} dir="ltr">{inquiry.userPhone}</a></dd></div>
        {isVip ? null : <div><dt>{t("inquiries.people")}</dt><dd>{inquiry.numPeople}</dd></div>}
        {isVip ? null : <div><dt>{t("inquiries.preferredDates")}</dt><dd>{inquiry.preferredDates || t("inquiries.notGiven")}</dd></div>}
        <div className="desk-item__wide">
          <dt>{isVip ? t("inquiries.questions") : t("inquiries.specialRequests")}</dt>
          <dd className="desk-item__text">{inquiry.specialRequests || t("inquiries.none")}</dd>
        </div>
        <div><dt>{t("inquiries.submitted")}</dt><dd><bdi>{dateTime(inquiry.submissionDate)}</bdi></dd></div>
        <div><dt>{t("inquiries.sentBy")}</dt><dd>{inquiry.userId ? t("inquiries.sentByMember") : t("inquiries.sentByVisitor")}</dd></div>
        <div><dt>{t("inquiries.item")}</dt><dd>{link ? <Link to={link}>{inquiry.itemName}</Link> : inquiry.itemName}</dd></div>
        <div><dt>{t("inquiries.reference")}</dt><dd><code>{inquiry.id}</code></dd></div>
      </dl>
      <div className="desk-item__actions">
        <DeskStatusField statuses={INQUIRY_STATUSES} value={inquiry.status} onChange={onStatus} labelOf={(s) => t(STATUS_LABEL[s])} className="desk-item__status-field" />
        <CreateProposalButton source={{ inquiryId: inquiry.id }} className="btn btn--primary" />
        <a className="btn btn--secondary" href={`mailto:${inquiry.userEmail}?subject=${replySubject}`}>{t("inquiries.replyByEmail")}</a>
        <button type="button" className="btn btn--danger" onClick={onDelete}>{t("inquiries.delete")}</button>
        <LostControl lead={inquiry} />
      </div>
      <InquiryThreadPanel inquiry={inquiry} />
    </DeskRow>
  );
}
