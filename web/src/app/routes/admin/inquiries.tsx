import { useSearchParams } from "../../../lib/search-params.ts";
import { InquiryDesk } from "../../../features/inquiries/components/inquiry-desk.tsx";
import { Page } from "../page.tsx";
import { Link } from "../../../i18n/link.tsx";
import { type DeskKey, useDeskT } from "../../../i18n/areas/desk.ts";
import { deskLinkOf } from "../../../features/inquiries/api/desk-opening.ts";

/** What staff read for each filter a link may carry; another (a filter added later) shows its name. */
const LINK_FILTER_LABEL: Partial<Record<string, DeskKey>> = Object.fromEntries(
  ["from", "to", "kind", "reached", "response", "source", "stage", "status", "type", "assignee", "q", "awaiting", "overdue", "sort", "item"]
    .map((name) => [name, `inquiries.linkFilter.${name}` as DeskKey]),
);

export { linkFiltersOf } from "../../../features/inquiries/api/desk-opening.ts";

/**
 * /admin/inquiries: the staff inquiry desk; `?id=` (from the staff email) opens one inquiry,
 * `?status=New` (the dashboard's tile) opens it filtered to that status, `?overdue=true` (a breach
 * notification) to the overdue ones, and any other filter of `GET /api/leads` (a report's number:
 * `?from=&to=&source=`...) opens it with that filter, shown above the desk with a way to clear it.
 */
export function AdminInquiriesPage() {
  const [params, setParams] = useSearchParams();
  const t = useDeskT();
  const link = deskLinkOf(params);
  const linkFilters = link.linkFilters;
  return (
    <Page title={t("inquiries.title")} intro={t("inquiries.intro")} documentTitle={t("inquiries.documentTitle")} contentClassName="section section--tight">
      <p className="desk-board-link"><Link to="/admin/pipeline">{t("inquiries.openBoard")}</Link></p>
      {Object.keys(linkFilters).length > 0 ? <LinkFilters filters={linkFilters} onClear={() => setParams({})} /> : null}
      <InquiryDesk
        // Another link (or clearing its filters) starts the desk again from the new address.
        key={params.toString()}
        openId={params.get("id")}
        {...link}
      />
    </Page>
  );
}

/** The filters the link opened the desk with, and "Clear filters". */
function LinkFilters({ filters, onClear }: { filters: Record<string, string>; onClear(): void }) {
  const t = useDeskT();
  const label = (name: string) => {
    const key = LINK_FILTER_LABEL[name];
    return key ? t(key) : name;
  };
  return (
    <div className="desk-link-filters card" role="status" data-link-filters="">
      <span>{t("inquiries.linkFilters")}</span>
      <ul className="desk-link-filters__list" role="list">
        {Object.entries(filters).map(([name, value]) => (
          <li key={name} data-link-filter={name}>{label(name)}: <bdi dir="ltr">{value}</bdi></li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>{t("inquiries.clearLinkFilters")}</button>
    </div>
  );
}
