import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { ErrorMessage } from "../../components/error-message.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { linkMyTrip } from "../../features/journeys/api/journeys.ts";
import { linkMyProposal } from "../../features/proposals/api/proposal-link.ts";
import { useMemberT } from "../../i18n/areas/member.ts";
import { languagePath } from "@contract/language-paths.ts";
import { useLanguage } from "../../i18n/language-context.tsx";

/**
 * /journeys/proposals/{id}: a member's own proposal from My journeys. The server makes a new private
 * link to it (as its email's), and the proposal's page opens with it.
 */
export function JourneyProposalPage() {
  return <JourneyLinkPage link={linkMyProposal} page="/proposals" />;
}

/** /journeys/trips/{id}: a member's own trip from My journeys, opened the same way on its trip page. */
export function JourneyTripPage() {
  return <JourneyLinkPage link={linkMyTrip} page="/trips" />;
}

function JourneyLinkPage({ link, page }: { link: (id: string) => Promise<{ token: string }>; page: string }) {
  const { id = "" } = useParams();
  const t = useMemberT();
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    link(id).then(
      ({ token }) => live && navigate(languagePath(lang, `${page}/${token}`), { replace: true }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, navigate, lang, link, page]);
  return <div className="proposal">{failed ? <ErrorMessage>{t("journeys.error")}</ErrorMessage> : <Spinner label={t("journeys.loading")} />}</div>;
}
