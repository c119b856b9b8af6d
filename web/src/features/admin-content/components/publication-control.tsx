/**
 * Under a catalogue form: whether the save publishes the item, keeps it as a draft, or schedules it
 * for a date and time on the agency's clock (named in the hint); for a saved item, "Preview" opens its public
 * page as staff's last saved copy shows it (a new tab).
 */
import { PUBLICATION_STATUSES, type PublicationStatus } from "@contract/publication.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { zoneAbbreviation } from "@contract/agency-time.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Link } from "../../../i18n/link.tsx";
import { instantOf } from "../../../lib/zoned-time.ts";
import type { PublicationState } from "../hooks/use-publication.ts";

interface PublicationControlProps {
  publication: PublicationState;
  collection: CatalogueCollection;
  /** The saved item's id; none for a new item (nothing to preview yet). */
  id?: string;
}

export function PublicationControl({ publication, collection, id }: PublicationControlProps) {
  const t = useAdminT();
  const { status, setStatus, wallTime, setWallTime, zone, live } = publication;
  const options = PUBLICATION_STATUSES.map((value) => ({ value, label: t(`publication.status.${value}`) }));
  return (
    <div className="publication-control">
      <SelectField
        label={t("publication.legend")}
        value={status}
        onChange={(value) => setStatus(value as PublicationStatus)}
        options={options}
        hint={live && status !== "published" ? t("publication.liveNote") : undefined}
      />
      {status === "scheduled"
        ? (
          <TextField
            label={t("publication.publishAt")}
            type="datetime-local"
            required
            value={wallTime}
            onChange={setWallTime}
            hint={t("publication.publishAtHint", { zone, name: zoneAbbreviation(zone, wallTime ? instantOf(wallTime, zone) ?? Date.now() : Date.now()) })}
          />
        )
        : null}
      {id
        ? (
          <p className="publication-control__preview">
            <Link to={`/admin/preview/${collection}/${encodeURIComponent(id)}`} target="_blank" className="btn btn--ghost btn--sm">
              {t("publication.preview")}
            </Link>{" "}
            <span className="field__hint">{t("publication.previewHint")}</span>
          </p>
        )
        : null}
    </div>
  );
}
