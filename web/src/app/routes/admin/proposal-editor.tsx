import { useParams } from "react-router-dom";
import { ImageField } from "../../../features/admin-content/components/image-field.tsx";
import type { ImageFieldRenderer } from "../../../features/proposals/components/item-card.tsx";
import { ProposalEditor } from "../../../features/proposals/components/proposal-editor.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { Link } from "../../../i18n/link.tsx";
import { Page } from "../page.tsx";

/** An item's image: the catalogue editors' field with the media library's picker. */
const renderImage: ImageFieldRenderer = (props) => <ImageField {...props} />;

/** /admin/proposals/:id: the itinerary editor. */
export function AdminProposalEditorPage() {
  const { id = "" } = useParams();
  const t = useProposalsT();
  return (
    <Page title={t("proposals.editor.title")} intro={<Link to="/admin/proposals">{t("proposals.backToList")}</Link>} contentClassName="section section--tight">
      <ProposalEditor key={id} id={id} renderImage={renderImage} />
    </Page>
  );
}
