/**
 * "Create proposal" on a desk's open request (an inquiry, a bespoke request, a live chat): creates a
 * draft proposal prefilled from it (`POST /api/proposals`) and opens it in the itinerary editor.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDeskFailure, useDeskT } from "../i18n/areas/desk.ts";
import { useLocalPath } from "../i18n/link.tsx";
import { post } from "../lib/api-client.ts";
import { ErrorMessage } from "./error-message.tsx";

export type ProposalSource = { inquiryId: string } | { bespokeId: string } | { chatSessionId: string };

export function CreateProposalButton({ source, className = "btn btn--secondary btn--sm" }: { source: ProposalSource; className?: string }) {
  const t = useDeskT();
  const failed = useDeskFailure();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function create() {
    setBusy(true);
    setError(null);
    try {
      const created = await post<{ id: string }>("/proposals", source);
      navigate(localPath(`/admin/proposals/${encodeURIComponent(created.id)}`));
    } catch (caught) {
      setError(failed(caught, "desk.createProposalFailed"));
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={() => void create()} disabled={busy} data-create-proposal>
        {busy ? t("desk.creatingProposal") : t("desk.createProposal")}
      </button>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </>
  );
}
