/**
 * /admin/preview/{collection}/{id}: the public page of an item as staff's last saved copy shows it
 * (a draft or scheduled item, or a draft of changes), for staff only. The page's own components
 * render it from a query cache of its own, seeded with the copy, so the draft never reaches the
 * public pages' cache.
 */
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "@contract/catalogue-collections.ts";
import { localizeItem } from "@contract/catalogue-translations.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useItem } from "../../../features/admin-content/api/get-item.ts";
import { ACTIVITIES, type AdminResource, DESTINATIONS, PACKAGES } from "../../../features/admin-content/api/resources.ts";
import { catalogueKeys } from "../../../features/catalogue/api/catalogue.ts";
import { ActivityDetails } from "../../../features/catalogue/components/activity-details.tsx";
import { DestinationDetails } from "../../../features/catalogue/components/destination-details.tsx";
import { PackageDetails } from "../../../features/catalogue/components/package-details.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";

const RESOURCES: Record<CatalogueCollection, AdminResource<{ id: string }>> = {
  destinations: DESTINATIONS,
  packages: PACKAGES,
  activities: ACTIVITIES,
};

const isCollection = (value: string | undefined): value is CatalogueCollection =>
  (CATALOGUE_COLLECTIONS as readonly string[]).includes(value ?? "");

export function AdminPreviewPage() {
  const { collection, id } = useParams();
  const t = useAdminT();
  if (!isCollection(collection) || !id) return <ErrorMessage>{t("preview.notFound")}</ErrorMessage>;
  return <Preview key={`${collection}/${id}`} collection={collection} id={id} />;
}

function Preview({ collection, id }: { collection: CatalogueCollection; id: string }) {
  const t = useAdminT();
  const { lang } = useLanguage();
  const item = useItem(RESOURCES[collection], id);
  if (item.isPending) return <Spinner label={t("preview.loading")} />;
  if (item.isError) return <ErrorMessage>{t("preview.notFound")}</ErrorMessage>;
  return (
    <>
      <div className="preview-banner" role="status">
        <p>{t("preview.banner")}</p>
        <Link to={`/admin/${collection}/edit/${encodeURIComponent(id)}`} className="btn btn--ghost btn--sm">{t("preview.back")}</Link>
      </div>
      <PreviewPage key={lang} collection={collection} item={item.data} lang={lang} />
    </>
  );
}

/** The public page's component over a query cache of its own holding the copy, in `lang`. */
function PreviewPage({ collection, item, lang }: { collection: CatalogueCollection; item: { id: string }; lang: SiteLanguage }) {
  const [client] = useState(() => {
    const seeded = createQueryClient();
    const key = catalogueKeys.item(collection, item.id, lang);
    seeded.setQueryDefaults(key, { staleTime: Infinity });
    seeded.setQueryData(key, localizeItem(collection, item as Record<string, unknown>, lang));
    return seeded;
  });
  return (
    <QueryClientProvider client={client}>
      {collection === "destinations"
        ? <DestinationDetails destinationId={item.id} />
        : collection === "packages"
        ? <PackageDetails packageId={item.id} />
        : <ActivityDetails activityId={item.id} />}
    </QueryClientProvider>
  );
}
