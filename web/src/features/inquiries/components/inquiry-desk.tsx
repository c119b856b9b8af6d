import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus, type InquiryType } from "@contract/enums.ts";
import { INQUIRY_TYPE_LABELS, type Inquiry } from "@contract/inquiry.ts";
import { LIMITS } from "@contract/limits.ts";
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DeskRow, DeskStatusField } from "../../../components/desk-row.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows } from "../../../components/use-desk-rows.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { useDeleteInquiry } from "../api/delete-inquiry.ts";
import { useInquiries } from "../api/get-inquiries.ts";
import { useUpdateInquiryStatus } from "../api/update-inquiry-status.ts";
import { csvBlob } from "../utils/csv.ts";
import { downloadBlob } from "../../../lib/download.ts";
import { countByStatus, filterInquiries, UNASSIGNED } from "../utils/filter-inquiries.ts";
import { useConsultants } from "../api/inquiry-thread.ts";
import { InquiryThreadPanel } from "./inquiry-thread-panel.tsx";
import { csvFileName, inquiriesCsv } from "../utils/inquiries-csv.ts";

const STATUS_BADGE: Record<InquiryStatus, string> = {
  New: "badge badge--accent",
  Viewed: "badge",
  Responded: "badge badge--success",
};

/** The list while it loads: one array, so the memos below keep their results between renders. */
const NO_INQUIRIES: readonly Inquiry[] = [];

interface InquiryDeskProps {
  /** An inquiry to open at once (the staff email links to /admin/inquiries?id=...). */
  openId?: string | null;
}

/**
 * The staff inquiry desk: every inquiry newest first with counts per status,
 * filters by status and type, a search over requester and item, and a CSV export of what is shown.
 * Expanding an inquiry shows its details; opening a New one marks it Viewed.
 */
export function InquiryDesk({ openId }: InquiryDeskProps) {
  const query = useInquiries();
  const updateStatus = useUpdateInquiryStatus();
  const deleteMutation = useDeleteInquiry();
  const [status, setStatus] = useState<InquiryStatus | "">("");
  const [type, setType] = useState<InquiryType | "">("");
  const [assignee, setAssignee] = useState("");
  const consultants = useConsultants();
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const rows = useDeskRows();
  const [confirming, setConfirming] = useState<Inquiry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const deepLinkDone = useRef(false);
  const ids = { search: useId(), status: useId(), type: useId(), assignee: useId() };

  const all = query.data ?? NO_INQUIRIES;
  const counts = useMemo(() => countByStatus(all), [all]);
  const visible = useMemo(
    () => filterInquiries(all, { status, type, search: debouncedSearch, assignee }),
    [all, status, type, debouncedSearch, assignee],
  );

  function changeStatus(inquiry: Inquiry, next: InquiryStatus) {
    rows.clearError(inquiry.id);
    updateStatus.mutate({ id: inquiry.id, status: next }, {
      onError: () => rows.setError(inquiry.id, `Failed to update status for inquiry ${inquiry.id}.`),
    });
  }

  function toggle(inquiry: Inquiry) {
    if (rows.toggle(inquiry.id) && inquiry.status === "New") changeStatus(inquiry, "Viewed");
  }

  // The staff email's link opens its inquiry (once, when the list has arrived), with the state of
  // the moment it opens.
  const openDeepLinked = useEffectEvent((inquiry: Inquiry) => toggle(inquiry));
  useEffect(() => {
    if (deepLinkDone.current || !openId || !query.data) return;
    deepLinkDone.current = true;
    const inquiry = query.data.find((i) => i.id === openId);
    if (!inquiry) return;
    openDeepLinked(inquiry);
    requestAnimationFrame(() => {
      const button = document.getElementById(`inquiry-toggle-${inquiry.id}`);
      button?.scrollIntoView({ block: "center" });
      button?.focus();
    });
  }, [openId, query.data]);

  function exportCsv() {
    downloadBlob(csvBlob(inquiriesCsv(visible)), csvFileName());
    setAnnouncement(`Exported ${visible.length} ${visible.length === 1 ? "inquiry" : "inquiries"} to CSV.`);
  }

  function confirmDelete() {
    if (!confirming) return;
    const inquiry = confirming;
    setDeleteError(null);
    deleteMutation.mutate(inquiry.id, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement(`Deleted the inquiry from ${inquiry.userName}.`);
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
      onError: () => setDeleteError("Failed to delete inquiry. Please try again."),
    });
  }

  if (query.isPending) return <Spinner label="Loading inquiries..." />;
  if (query.isError) return <ErrorMessage>Could not load inquiries. Please try refreshing the page.</ErrorMessage>;

  const filtered = status !== "" || type !== "" || assignee !== "" || debouncedSearch.trim() !== "";

  return (
    <div className="inquiry-desk">
      <div className="desk-counts" role="group" aria-label="Show inquiries by status">
        <button type="button" className="desk-count" aria-pressed={status === ""} onClick={() => setStatus("")}>
          <span className="desk-count__label">All</span> <span className="desk-count__value">{all.length}</span>
        </button>
        {INQUIRY_STATUSES.map((s) => (
          <button key={s} type="button" className="desk-count" data-status={s} aria-pressed={status === s} onClick={() => setStatus(status === s ? "" : s)}>
            <span className="desk-count__label">{s}</span> <span className="desk-count__value">{counts[s]}</span>
          </button>
        ))}
      </div>

      <form className="filters desk-filters" role="search" aria-label="Filter inquiries" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>Search requester or item</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            autoComplete="off"
            placeholder="Name, email, phone or item"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as InquiryStatus | "")}>
            <option value="">All statuses</option>
            {INQUIRY_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.type}>Type</label>
          <select id={ids.type} value={type} onChange={(event) => setType(event.target.value as InquiryType | "")}>
            <option value="">All types</option>
            {INQUIRY_TYPES.map((t) => <option key={t} value={t}>{INQUIRY_TYPE_LABELS[t]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.assignee}>Assigned to</label>
          <select id={ids.assignee} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value="">Anyone</option>
            <option value={UNASSIGNED}>Nobody</option>
            {(consultants.data ?? []).map((user) => <option key={user.id} value={user.id}>{user.displayName || user.name}</option>)}
          </select>
        </div>
        <div className="desk-filters__actions">
          <button type="button" className="btn btn--secondary" onClick={exportCsv} disabled={visible.length === 0}>
            Export CSV
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? "Refreshing..." : "Refresh"}
          </button>
        </div>
      </form>

      <p ref={summaryRef} className="desk-summary" tabIndex={-1} aria-live="polite">
        Showing {visible.length} of {all.length} {all.length === 1 ? "inquiry" : "inquiries"}
      </p>
      <p className="visually-hidden" role="status">{announcement}</p>

      {visible.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">{filtered ? "No inquiries match your filters." : "No inquiries yet."}</p>
            {filtered ? <p>Try another status, type or search.</p> : <p>New inquiries from the website appear here.</p>}
          </div>
        )
        : (
          <ul className="desk-list" role="list">
            {visible.map((inquiry) => (
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

      <ConfirmDialog
        open={confirming !== null}
        title="Delete Inquiry"
        busy={deleteMutation.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? (
            <p>
              Delete the inquiry from <strong>{confirming.userName}</strong> about <strong>{confirming.itemName}</strong>?
              This cannot be undone.
            </p>
          )
          : null}
      </ConfirmDialog>
    </div>
  );
}

interface InquiryRowProps {
  inquiry: Inquiry;
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
  const link = itemLink(inquiry);
  const isVip = inquiry.type === "vip_service";
  const replySubject = encodeURIComponent(`Your inquiry: ${inquiry.itemName}`);
  return (
    <DeskRow
      look="card"
      data={{ "data-status": inquiry.status, "data-inquiry-id": inquiry.id }}
      toggleId={`inquiry-toggle-${inquiry.id}`}
      detailsLabel={`Inquiry from ${inquiry.userName} about ${inquiry.itemName}`}
      errorWhenClosed
      open={open}
      onToggle={onToggle}
      error={error}
      summary={
        <>
          <span className="desk-item__item">{inquiry.itemName}</span>
          <span className="badge badge--muted desk-item__type">{INQUIRY_TYPE_LABELS[inquiry.type]}</span>
          <span className="desk-item__requester">{inquiry.userName}</span>
          {inquiry.assignee ? <span className="desk-item__assignee">{inquiry.assignee.name}</span> : null}
          <time className="desk-item__date" dateTime={inquiry.submissionDate}>{formatDateTime(inquiry.submissionDate)}</time>
          <span className={`${STATUS_BADGE[inquiry.status]} desk-item__status`}>{inquiry.status}</span>
        </>
      }
    >
      {inquiry.mail?.confirmation === "failed"
        ? (
          <p className="desk-item__warning" role="note">
            The confirmation email to the traveller could not be delivered. Please contact them by phone.
          </p>
        )
        : null}
      <dl className="desk-item__fields">
        <div><dt>Email</dt><dd><a href={`mailto:${inquiry.userEmail}`} dir="ltr">{inquiry.userEmail}</a></dd></div>
        <div><dt>Phone</dt><dd><a href={`tel:${inquiry.userPhone.replace(/[^\d+]/g, "")}`} dir="ltr">{inquiry.userPhone}</a></dd></div>
        {isVip ? null : <div><dt>Number of people</dt><dd>{inquiry.numPeople}</dd></div>}
        {isVip ? null : <div><dt>Preferred dates</dt><dd>{inquiry.preferredDates || "Not given"}</dd></div>}
        <div className="desk-item__wide">
          <dt>{isVip ? "Questions" : "Special requests"}</dt>
          <dd className="desk-item__text">{inquiry.specialRequests || "None"}</dd>
        </div>
        <div><dt>Submitted</dt><dd><bdi>{formatDateTime(inquiry.submissionDate)}</bdi></dd></div>
        <div><dt>Sent by</dt><dd>{inquiry.userId ? "A logged-in member" : "A visitor"}</dd></div>
        <div><dt>Item</dt><dd>{link ? <Link to={link}>{inquiry.itemName}</Link> : inquiry.itemName}</dd></div>
        <div><dt>Reference</dt><dd><code>{inquiry.id}</code></dd></div>
      </dl>
      <div className="desk-item__actions">
        <DeskStatusField statuses={INQUIRY_STATUSES} value={inquiry.status} onChange={onStatus} className="desk-item__status-field" />
        <a className="btn btn--secondary" href={`mailto:${inquiry.userEmail}?subject=${replySubject}`}>Reply by Email</a>
        <button type="button" className="btn btn--danger" onClick={onDelete}>Delete</button>
      </div>
      <InquiryThreadPanel inquiry={inquiry} />
    </DeskRow>
  );
}
