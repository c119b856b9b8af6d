import type { BespokeSubmission } from "@contract/bespoke.ts";
import type { BespokeStatus } from "@contract/enums.ts";
import { DeskRow } from "../../../components/desk-row.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows } from "../../../components/use-desk-rows.ts";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { type DeskKey, useDeskT } from "../../../i18n/areas/desk.ts";
import { BESPOKE_QUERY_KEY, useBespokeRequests } from "../api/get-bespoke-requests.ts";
import { useDeskFeed } from "../../../lib/desk-feed.ts";
import { useUpdateBespokeStatus } from "../api/update-bespoke-status.ts";

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

/**
 * Staff bespoke requests: idea title, requester, date and status, newest
 * first. Expanding shows the preferences and the idea; opening a New one marks it Viewed;
 * "Mark as Contacted" records the call and becomes "Client Contacted".
 */
export function BespokeDesk() {
  const t = useDeskT();
  const query = useBespokeRequests({ desk: true });
  useDeskFeed({ bespoke: BESPOKE_QUERY_KEY });
  const update = useUpdateBespokeStatus();
  const rows = useDeskRows();

  function setStatus(item: BespokeSubmission, status: BespokeStatus, report: boolean) {
    update.mutate({ id: item.id, status }, {
      onError: (error) => {
        // A failed status update is logged, and a failed click is also shown to the person who made it.
        console.error(`Failed to update bespoke request ${item.id}:`, error);
        if (report) rows.setError(item.id, t("bespoke.statusFailed"));
      },
    });
  }

  function toggle(item: BespokeSubmission) {
    if (rows.toggle(item.id) && item.status === "New") setStatus(item, "Viewed", false);
  }

  if (query.isPending) return <Spinner label={t("bespoke.loading")} />;
  if (query.isError) return <ErrorMessage>{t("bespoke.loadFailed")}</ErrorMessage>;
  const items = query.data;
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t("bespoke.empty")}</p>
        <p>{t("bespoke.emptyHint")}</p>
      </div>
    );
  }

  return (
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
  );
}

interface BespokeRowProps {
  item: BespokeSubmission;
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
        </dl>
      </section>
      <section>
        <h3 className="concierge-row__title">{t("bespoke.idea")}</h3>
        <p><strong>{item.generatedIdea.title}</strong></p>
        <p>{item.generatedIdea.description}</p>
        {item.ideaSource ? <p className="muted">{t(SOURCE_LABEL[item.ideaSource])}</p> : null}
      </section>
      <div className="concierge-row__actions">
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
    </DeskRow>
  );
}
