/**
 * "Keep this trip on this phone": saving the trip with its pictures and documents for offline use,
 * what it takes on the device and when it was last brought up to date, and "Remove from this
 * phone". Offline, it says the page shows the kept copy and how old it is.
 */
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { formatDateTime } from "../../../lib/format.ts";
import type { KeepState } from "../hooks/use-trip.ts";
import { formatBytes } from "../utils/bytes.ts";

export function KeepPanel({ keep, offline, timeZone, onKeep, onRemove }: {
  keep: KeepState;
  /** The trip's zone: its times, "last updated" too, are on the traveller's clock there. */
  timeZone: string;
  offline: boolean;
  onKeep(): void;
  onRemove(): void;
}) {
  const t = useTripT();
  const { lang } = useLanguage();
  const when = (iso: string) => formatDateTime(iso, timeZone, lang);
  if (keep.kind === "kept") {
    return (
      <section className="trip__keep trip__keep--kept" aria-label={t("keep.offer")}>
        <p role="status" data-testid="trip-kept">
          {offline
            ? t("offline.kept", { time: when(keep.kept.updatedAt) })
            : t("keep.kept", { size: formatBytes(keep.kept.bytes, lang), time: when(keep.kept.updatedAt) })}
        </p>
        {offline ? null : <button type="button" className="btn btn--ghost btn--sm" onClick={onRemove}>{t("keep.remove")}</button>}
      </section>
    );
  }
  return (
    <section className="trip__keep" aria-label={t("keep.offer")}>
      {/* Until the device's storage is read (after hydration) the offer shows, not yet usable: the page does not move. */}
      <button type="button" className="btn btn--primary" disabled={keep.kind === "working" || keep.kind === "unknown" || offline} onClick={onKeep}>
        {keep.kind === "working" ? t("keep.working") : t("keep.offer")}
      </button>
      <p className="trip__keep-explain">{t("keep.explain")}</p>
      {keep.kind === "failed" ? <p role="alert">{t("keep.failed")}</p> : null}
      {keep.kind === "removed" ? <p role="status">{t("keep.removed")}</p> : null}
    </section>
  );
}
