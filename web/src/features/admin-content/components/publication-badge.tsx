/** An item's publication in the admin lists: Published, Draft, "Scheduled for ...", or a published item's draft of changes. */
import type { Publication } from "@contract/publication.ts";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";

const TONE = { published: "badge--success", draft: "badge--muted", scheduled: "badge--accent" } as const;

export function PublicationBadge({ item }: { item: Partial<Publication> }) {
  const t = useAdminT();
  const dateTime = useDeskDateTime();
  const status = item.status ?? "published";
  const text = status === "scheduled" && item.publishAt
    ? t("publication.scheduledFor", { time: dateTime(item.publishAt) })
    : t(`publication.status.${status}`);
  return (
    <>
      <span className={`badge ${TONE[status]}`}>{text}</span>
      {item.live && status !== "published" ? <span className="badge badge--muted">{t("publication.draftOfChanges")}</span> : null}
    </>
  );
}
