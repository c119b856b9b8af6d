import type { MediaFile, MediaUse } from "@contract/media.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Link } from "../../../i18n/link.tsx";

/** What staff read for each kind of item that shows a file. */
export const USE_KIND = {
  destinations: "mediaDelete.kind.destinations",
  packages: "mediaDelete.kind.packages",
  activities: "mediaDelete.kind.activities",
} as const satisfies Record<MediaUse["collection"], string>;

/** Where the file is used, on its card: each item linked to its edit form, or "Not used by any item". */
export function MediaUsesList({ file, name }: { file: MediaFile; name: string }) {
  const t = useAdminT();
  if (!file.usedBy) return null;
  if (file.usedBy.length === 0) return <p className="media-card__uses">{t("media.unused")}</p>;
  return (
    <div className="media-card__uses">
      <p>{t("media.usedBy")}</p>
      <ul aria-label={t("mediaDelete.itemsShowing", { name })}>
        {file.usedBy.map((use) => (
          <li key={`${use.collection}/${use.id}`}>
            <Link to={`/admin/${use.collection}/edit/${use.id}`}>{t("mediaDelete.use", { kind: t(USE_KIND[use.collection]), name: use.name })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
