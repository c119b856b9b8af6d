/** The three admin lists and their columns (the texts of each list are its area's `{key}.*` messages). */
import type { Activity, Destination, TravelPackage } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatUsd } from "../../../lib/format.ts";
import { ACTIVITIES, DESTINATIONS, PACKAGES } from "../api/resources.ts";
import { ItemsTable } from "./items-table.tsx";
import { PublicationBadge } from "./publication-badge.tsx";

export function DestinationsTable() {
  const t = useAdminT();
  return (
    <ItemsTable
      resource={DESTINATIONS}
      columns={[
        { header: t("field.name"), cell: (d: Destination) => <>{d.name} <PublicationBadge item={d} /></> },
        { header: t("field.country"), cell: (d) => d.country },
        { header: t("field.continent"), cell: (d) => d.continent },
        {
          header: t("field.tags"),
          cell: (d) => `${d.tags.slice(0, LIMITS.adminDestinationTags).join(", ")}${d.tags.length > LIMITS.adminDestinationTags ? "..." : ""}`,
        },
      ]}
    />
  );
}

export function PackagesTable() {
  const t = useAdminT();
  return (
    <ItemsTable
      resource={PACKAGES}
      columns={[
        { header: t("field.name"), cell: (p: TravelPackage) => <>{p.name} <PublicationBadge item={p} /></> },
        { header: t("field.location"), cell: (p) => p.location },
        { header: t("field.priceRange"), cell: (p) => p.priceRange },
        { header: t("field.duration"), cell: (p) => p.duration },
      ]}
    />
  );
}

export function ActivitiesTable() {
  const t = useAdminT();
  const { lang } = useLanguage();
  return (
    <ItemsTable
      resource={ACTIVITIES}
      columns={[
        { header: t("field.name"), cell: (a: Activity) => <>{a.name} <PublicationBadge item={a} /></> },
        { header: t("field.location"), cell: (a) => a.location },
        { header: t("table.price"), cell: (a) => (typeof a.price === "number" ? formatUsd(a.price, lang) : t("list.notAvailable")) },
        { header: t("table.linkedPackage"), cell: (a) => (a.packageId ? <code>{a.packageId}</code> : t("field.none")) },
      ]}
    />
  );
}
