import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { ErrorMessage } from "../../components/error-message.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { linkMyProposal } from "../../features/proposals/api/proposal-link.ts";
import { useMemberT } from "../../i18n/areas/member.ts";
import { languagePath } from "@contract/language-paths.ts";
import { useLanguage } from "../../i18n/language-context.tsx";

/**
 * /journeys/proposals/{id}: a member's own proposal from My journeys. The server makes a new private
 * link to it (as its email's), and the proposal's page opens with it.
 */
export function JourneyProposalPage() {
  const { id = "" } = useParams();
  const t = useMemberT();
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    linkMyProposal(id).then(
      ({ token }) => live && navigate(languagePath(lang, `/proposals/${token}`), { replace: true }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, navigate, lang]);
  return <div className="proposal">{failed ? <ErrorMessage>{t("journeys.error")}</ErrorMessage> : <Spinner label={t("journeys.loading")} />}</div>;
}
