/**
 * A lead's marks on the desk and the board: its stage, "Overdue" or "Reply due soon" against the
 * first-response target (in words, not by colour alone), the first-response time; its kind, value
 * and source, and the screen it opens on; and the control that moves it to Lost with a reason, or back.
 */
import { LEAD_KINDS, LEAD_STAGES, type LeadItem, type LeadKind, type LeadStage, LOST_REASONS, type LostReason } from "@contract/leads.ts";
import { LIMITS } from "@contract/limits.ts";
import { useId, useState } from "react";
import { type DeskKey, useDeskT } from "../../../i18n/areas/desk.ts";
import { useMoveLead } from "../api/get-leads.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";

export const STAGE_LABEL = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, `inquiries.stage.${stage}`])) as Record<LeadStage, DeskKey>;
export const LOST_REASON_LABEL = Object.fromEntries(LOST_REASONS.map((reason) => [reason, `inquiries.lost.${reason}`])) as Record<LostReason, DeskKey>;

export const KIND_LABEL = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, `leads.kind.${kind}`])) as Record<LeadKind, DeskKey>;

/** The staff screen a lead opens on: its inquiry on the desk, its bespoke request, its live chat. */
export function leadHref(lead: LeadItem): string {
  if (lead.kind === "bespoke") return `/admin/bespoke-requests?id=${encodeURIComponent(lead.recordId)}`;
  if (lead.kind === "chat") return `/admin/live-chats?id=${encodeURIComponent(lead.recordId)}`;
  return `/admin/inquiries?id=${encodeURIComponent(lead.id)}`;
}

/** The traveller's name, or "Visitor" for an anonymous chat. */
export function useLeadName(): (lead: LeadItem) => string {
  const t = useDeskT();
  return (lead) => lead.userName || t("leads.visitor");
}

/** A lead's kind (a small label), its value in its currency (when known) and its source. */
export function LeadFacts({ lead }: { lead: LeadItem }) {
  const t = useDeskT();
  const { lang } = useLanguage();
  return (
    <span className="lead-facts">
      <span className="badge badge--muted lead-facts__kind" data-lead-kind={lead.kind}>{t(KIND_LABEL[lead.kind])}</span>
      {lead.value
        ? (
          <span className="lead-facts__value" data-lead-value={lead.value.amount}>
            {t("leads.value", { value: formatNumber(lead.value.amount, lang, { style: "currency", currency: lead.value.currency, maximumFractionDigits: 0 }) })}
          </span>
        )
        : null}
      <span className="lead-facts__source" data-lead-source={lead.source}>{t("leads.source", { source: lead.source })}</span>
    </span>
  );
}

/** A reply due within this is "due soon". */
export const DUE_SOON_MS = 15 * 60_000;

/** Whether an unanswered lead's reply is due within `DUE_SOON_MS` (and not yet overdue). */
export function dueSoon(lead: Pick<LeadItem, "overdue" | "stage" | "responseDueAt" | "firstResponseMinutes">, now = Date.now()): boolean {
  if (lead.overdue || lead.firstResponseMinutes !== undefined || lead.stage === "Lost") return false;
  return new Date(lead.responseDueAt).getTime() - now <= DUE_SOON_MS;
}

export function LeadMarks({ lead }: { lead: LeadItem }) {
  const t = useDeskT();
  return (
    <span className="lead-marks">
      <span className="badge badge--muted lead-marks__stage" data-stage={lead.stage}>{t(STAGE_LABEL[lead.stage])}</span>
      {lead.overdue ? <span className="badge badge--overdue" data-lead-mark="overdue">{t("inquiries.overdue")}</span> : null}
      {dueSoon(lead) ? <span className="badge badge--due-soon" data-lead-mark="due-soon">{t("inquiries.dueSoon")}</span> : null}
      {lead.firstResponseMinutes !== undefined
        ? <span className="lead-marks__response" data-lead-mark="first-response">{t("inquiries.firstResponse", { minutes: lead.firstResponseMinutes })}</span>
        : null}
    </span>
  );
}

/** The reason (from the list) and a note for moving a lead to Lost; `onDone` after the move. */
export function LostForm({ lead, onDone, onCancel }: { lead: LeadItem; onDone(): void; onCancel(): void }) {
  const t = useDeskT();
  const move = useMoveLead();
  const [reason, setReason] = useState<LostReason | "">("");
  const [note, setNote] = useState("");
  const ids = { reason: useId(), note: useId() };
  return (
    <form
      className="lead-lost lead-lost--form"
      aria-label={t("inquiries.markLost")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return;
        move.mutate({ id: lead.id, lost: { reason, ...(note.trim() ? { note: note.trim() } : {}) } }, { onSuccess: onDone });
      }}
    >
      <div className="field">
        <label htmlFor={ids.reason}>{t("inquiries.lostReason")}</label>
        <select id={ids.reason} required value={reason} onChange={(event) => setReason(event.target.value as LostReason | "")}>
          <option value="">{t("inquiries.lostChoose")}</option>
          {LOST_REASONS.map((value) => <option key={value} value={value}>{t(LOST_REASON_LABEL[value])}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.note}>{t("inquiries.lostNote")}</label>
        <input id={ids.note} value={note} maxLength={LIMITS.shortText} onChange={(event) => setNote(event.target.value)} />
      </div>
      <div className="lead-lost__actions">
        <button type="submit" className="btn btn--danger" disabled={move.isPending || !reason}>{t("inquiries.lostSave")}</button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{t("desk.cancel")}</button>
      </div>
      {move.isError ? <p className="form-error" role="alert">{t("inquiries.lostFailed")}</p> : null}
    </form>
  );
}

/** "Mark as lost" (a reason, a note) or, for a lost lead, its reason and "Bring back". */
export function LostControl({ lead }: { lead: LeadItem }) {
  const t = useDeskT();
  const move = useMoveLead();
  const [open, setOpen] = useState(false);
  if (lead.stage === "Lost") {
    const lost = lead.facts.lost;
    return (
      <div className="lead-lost">
        {lost ? <p className="lead-lost__reason">{t("inquiries.lostBecause", { reason: t(LOST_REASON_LABEL[lost.reason]) })}{lost.note ? ` · ${lost.note}` : ""}</p> : null}
        <button type="button" className="btn btn--secondary" disabled={move.isPending} onClick={() => move.mutate({ id: lead.id, lost: null })}>
          {t("inquiries.reopen")}
        </button>
        {move.isError ? <p className="form-error" role="alert">{t("inquiries.lostFailed")}</p> : null}
      </div>
    );
  }
  if (!open) return <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>{t("inquiries.markLost")}</button>;
  return <LostForm lead={lead} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />;
}
