import { useSearchParams } from "../../../lib/search-params.ts";
import { ProposalsList } from "../../../features/proposals/components/proposals-list.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { Page } from "../page.tsx";

/** The filters a link may open the list with (the reports dashboard's proposal numbers). */
const LINK_FILTERS = ["from", "to", "status"] as const;

/** /admin/proposals: the staff's proposals, newest change first, and "New proposal"; a link's filters shown with "Clear filters". */
export function AdminProposalsPage() {
  const t = useProposalsT();
  const [params, setParams] = useSearchParams();
  const linkFilters = Object.fromEntries(LINK_FILTERS.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value]] : [];
  }));
  const filtered = Object.keys(linkFilters).length > 0;
  return (
    <Page title={t("proposals.list.title")} intro={t("proposals.list.intro")} contentClassName="section section--tight">
      {filtered
        ? (
          <div className="desk-link-filters card" role="status" data-link-filters="">
            <span>{t("proposals.list.linkFilters")}</span>
            <ul className="desk-link-filters__list" role="list">
              {Object.entries(linkFilters).map(([name, value]) => (
                <li key={name} data-link-filter={name}>{t(`proposals.list.linkFilter.${name as (typeof LINK_FILTERS)[number]}`)}: <bdi dir="ltr">{value}</bdi></li>
              ))}
            </ul>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setParams({})}>{t("proposals.list.clearLinkFilters")}</button>
          </div>
        )
        : null}
      {/* Another link (or clearing its filters) starts the list again from the new address. */}
      <ProposalsList key={params.toString()} linkFilters={linkFilters} />
    </Page>
  );
}
