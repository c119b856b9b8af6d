import { ReviewsAdmin } from "../../../features/admin-reviews/components/reviews-admin.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminReviewsPage() {
  const t = useAdminT();
  return (
    <Page title={t("reviews.title")} contentClassName="admin-page">
      <ReviewsAdmin />
    </Page>
  );
}
