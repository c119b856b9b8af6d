import type { BespokeDeskItem } from "@contract/bespoke.ts";
import { LIMITS } from "@contract/limits.ts";
import { BESPOKE_STATUSES, type BespokeStatus } from "@contract/enums.ts";
import { AssigneeField } from "../../../components/assignee-field.tsx";
import { DeskRow } from "../../../components/desk-row.tsx";
import { CreateProposalButton } from "../../../components/create-proposal-button.tsx";
import { DeskStatusFilter } from "../../../components/desk-status-filter.tsx";
import { MessageComposer } from "../../../components/message-composer.tsx";
import { ThreadMessages } from "../../../components/thread-messages.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows } from "../../../components/use-desk-rows.ts";
import { useLinkedRow } from "../../../components/use-linked-row.ts";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { type DeskKey, useDeskT } from "../../../i18n/areas/desk.ts";
import { BESPOKE_QUERY_KEY, useBespokePages, useBespokeRequest } from "../api/get-bespoke-requests.ts";
import { useDeskCounts } from "../../../lib/desk-counts.ts";
import { LoadMore } from "../../../components/load-more.tsx";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { useId, useMemo, useState } from "react";
import { useDeskFeed } from "../../../lib/desk-feed.ts";
import { useUpdateBespokeStatus } from "../api/update-bespoke-status.ts";
import { useAddBespokeNote, useAssignBespoke, useBespokeNotes } from "../api/bespoke-desk.ts";

const STATUS_BADGE: Record<BespokeStatus, string> = {
  New: "badge badge--accent",
  Viewed: "badge",
  Contacted: "badge badge--success",
};

/** What staff read for each stored status and idea source. */
const STATUS_LABEL: Record<BespokeStatus, DeskKey> = {
  New: "bespoke.status.New",
  Viewed: "bespoke.status.Viewed",
  Contacted: "bespoke.status.Contacted",
};
const SOURCE_LABEL = { ai: "bespoke.source.ai", curated: "bespoke.source.curated", client: "bespoke.source.client" } as const;

interface BespokeDeskProps {
  /** The status shown, "" for all (the page keeps it in its address). */
  status: BespokeStatus | "";
  onStatusChange(status: BespokeStatus | ""): void;
  /** A request to open at once (the pipeline's link: ?id=). */
  openId?: string | null;
}

/**
 * Staff bespoke requests: idea title, requester, date and status, newest first, read a page at a
 * time ("Show more") with the status and the search applied by the server, and counts per status
 * (kept by the server) that filter the list. Expanding shows the member's phone, the
 * preferences and the idea, the assignee and staff notes (as on the inquiry desk); opening a New
 * one marks it Viewed; "Mark as Contacted" records the call and becomes "Client Contacted". The
 * list follows the server's changes as they happen, filtered or not.
 */
const bespokeIdOf = (item: BespokeDeskItem) => item.id;
const bespokeRowOf = (id: string) => document.querySelector<HTMLElement>(`[data-bespoke-id="${CSS.escape(id)}"]`);

export function BespokeDesk({ status, onStatusChange, openId }: BespokeDeskProps) {
  const t = useDeskT();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const query = useBespokePages({ status, q });
  const counts = useDeskCounts("bespoke", BESPOKE_QUERY_KEY);
  useDeskFeed({ bespoke: BESPOKE_QUERY_KEY });
  const update = useUpdateBespokeStatus();
  const rows = useDeskRows();
  const searchId = useId();

  const read = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  // A linked request not on the pages read (older, or of another status) is read on its own and shown first.
  const linkedMissing = Boolean(openId && read && !read.some((item) => item.id === openId));
  const linked = useBespokeRequest(openId, linkedMissing);
  const items = useMemo(
    () => (read && linkedMissing && linked.data ? [linked.data, ...read] : read),
    [read, linkedMissing, linked.data],
  );

  function setStatus(item: BespokeDeskItem, status: BespokeStatus, report: boolean) {
    update.mutate({ id: item.id, status }, {
      onError: (error) => {
        // A failed status update is logged, and a failed click is also shown to the person who made it.
        console.error(`Failed to update bespoke request ${item.id}:`, error);
        if (report) rows.setError(item.id, t("bespoke.statusFailed"));
      },
    });
  }

  function toggle(item: BespokeDeskItem) {
    if (rows.toggle(item.id) && item.status === "New") setStatus(item, "Viewed", false);
  }
  useLinkedRow(openId, items, bespokeIdOf, toggle, bespokeRowOf);

  if (query.isPending || counts.isPending) return <Spinner label={t("bespoke.loading")} />;
  if (query.isError || counts.isError || !items) return <ErrorMessage>{t("bespoke.loadFailed")}</ErrorMessage>;
  if (counts.data.total === 0 && items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t("bespoke.empty")}</p>
        <p>{t("bespoke.emptyHint")}</p>
      </div>
    );
  }

  return (
    <div className="concierge-desk">
      <DeskStatusFilter
        label={t("bespoke.byStatus")}
        allLabel={t("bespoke.all")}
        statuses={BESPOKE_STATUSES}
        items={[]}
        counts={counts.data.byStatus}
        total={counts.data.total}
        value={status}
        onChange={onStatusChange}
        labelOf={(s) => t(STATUS_LABEL[s])}
      />
      <form className="filters desk-filters" role="search" aria-label={t("bespoke.search")} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>{t("bespoke.search")}</label>
          <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" placeholder={t("bespoke.searchPlaceholder")} />
        </div>
      </form>
      <p className="desk-summary" aria-live="polite">{t("bespoke.showing", { shown: items.length, count: counts.data.total })}</p>
      {items.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">{t("bespoke.noMatch")}</p>
            <p>{t("desk.noMatchHint")}</p>
          </div>
        )
        : (
          <ul className="concierge-desk" role="list">
            {items.map((item) => (
              <BespokeRow
                key={item.id}
                item={item}
                open={rows.isOpen(item.id)}
                error={rows.errorOf(item.id)}
                pending={update.isPending && update.variables?.id === item.id}
                onToggle={() => toggle(item)}
                onContacted={() => setStatus(item, "Contacted", true)}
              />
            ))}
          </ul>
        )}
      <LoadMore query={query} onScroll={false} labels={{ more: t("inquiries.showMore"), loading: t("inquiries.loadingMore"), failed: t("lists.moreFailed") }} />
    </div>
  );
}

interface BespokeRowProps {
  item: BespokeDeskItem;
  open: boolean;
  error?: string;
  pending: boolean;
  onToggle(): void;
  onContacted(): void;
}

function BespokeRow({ item, open, error, pending, onToggle, onContacted }: BespokeRowProps) {
  const t = useDeskT();
  const dateTime = useDeskDateTime();
  const d = item.requestDetails;
  return (
    <DeskRow
      look="concierge"
      data={{ "data-bespoke-id": item.id }}
      open={open}
      onToggle={onToggle}
      error={error}
      summary={
        <>
          <span>
            <span className="concierge-row__title">{item.generatedIdea.title}</span>
            <span className="concierge-row__meta"><bdi>{item.userName}</bdi> · <bdi dir="ltr">{item.userEmail}</bdi> · <bdi>{dateTime(item.submissionDate)}</bdi></span>
          </span>
          <span className={STATUS_BADGE[item.status]}>{t(STATUS_LABEL[item.status])}</span>
        </>
      }
    >
      <section>
        <h3 className="concierge-row__title">{t("bespoke.requestDetails")}</h3>
        <dl className="concierge-details">
          <dt>{t("bespoke.destinationType")}</dt><dd>{d.destinationType}</dd>
          <dt>{t("bespoke.travelStyle")}</dt><dd>{d.travelStyle}</dd>
          <dt>{t("bespoke.interests")}</dt><dd>{d.interests}</dd>
          <dt>{t("bespoke.duration")}</dt><dd>{d.duration}</dd>
          <dt>{t("bespoke.budget")}</dt><dd>{d.budget}</dd>
          {item.userPhone
            ? <><dt>{t("inquiries.phone")}</dt><dd><a href={`tel:${item.userPhone}`} dir="ltr" data-bespoke-phone>{item.userPhone}</a></dd></>
            : null}
        </dl>
      </section>
      <section>
        <h3 className="concierge-row__title">{t("bespoke.idea")}</h3>
        <p><strong>{item.generatedIdea.title}</strong></p>
        <p>{item.generatedIdea.description}</p>
        {item.ideaSource ? <p className="muted">{t(SOURCE_LABEL[item.ideaSource])}</p> : null}
      </section>
      <div className="concierge-row__actions">
        <CreateProposalButton source={{ bespokeId: item.id }} />
        <a className="btn btn--secondary btn--sm" href={`mailto:${item.userEmail}?subject=${encodeURIComponent(`Your bespoke journey: ${item.generatedIdea.title}`)}`}>
          {t("bespoke.emailTo", { name: item.userName })}
        </a>
        {item.status === "Contacted"
          ? <span className="badge badge--success">{t("bespoke.contacted")}</span>
          : (
            <button type="button" className="btn btn--primary btn--sm" onClick={onContacted} disabled={pending}>
              {t("bespoke.markContacted")}
            </button>
          )}
      </div>
      <BespokeStaffPanel item={item} />
    </DeskRow>
  );
}

/** The assignee and the staff notes of an open request: staff only, never shown to the member. */
function BespokeStaffPanel({ item }: { item: BespokeDeskItem }) {
  const t = useDeskT();
  const time = useDeskDateTime();
  const assign = useAssignBespoke(item.id);
  const notes = useBespokeNotes(item.id);
  const addNote = useAddBespokeNote(item.id);
  return (
    <section className="desk-thread" aria-label={t("bespoke.notes")}>
      <div className="desk-thread__head">
        <h3 className="desk-thread__title">{t("bespoke.notes")}</h3>
        <AssigneeField
          assignee={item.assignee}
          label={t("inquiries.assignedTo")}
          nobodyLabel={t("inquiries.nobody")}
          failedText={assign.isError ? t("thread.assigneeFailed") : undefined}
          pending={assign.isPending}
          onChange={(assigneeId) => assign.mutate(assigneeId)}
        />
      </div>
      {notes.isError
        ? <ErrorMessage>{t("bespoke.notesLoadFailed")}</ErrorMessage>
        : notes.data
        ? (
          <ThreadMessages
            messages={notes.data}
            forDesk
            label={t("bespoke.notes")}
            emptyText={t("bespoke.notesEmpty")}
            words={{ kind: { reply: t("thread.kind.reply"), note: t("thread.kind.note") }, time }}
          />
        )
        : <p className="thread__empty">{t("bespoke.notesLoading")}</p>}
      <MessageComposer
        label={t("bespoke.noteLabel")}
        submitLabel={t("thread.addNote")}
        busyLabel={t("thread.saving")}
        failedText={t("thread.noteFailed")}
        emptyText={t("thread.writeSomething")}
        tooLongText={t("thread.tooLong", { max: LIMITS.longText })}
        onSend={(text) => addNote.mutateAsync(text)}
      />
    </section>
  );
}
