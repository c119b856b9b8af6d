/**
 * The pipeline board: a column per stage, each read from the server a page at a time
 * (`GET /api/leads?stage=`), cards with the traveller, the item, the lead's kind, value and source,
 * the age, the assignee, the lead's marks (overdue in words) and a link to its own screen (the
 * inquiry, the bespoke request, the live chat). Stages move by themselves; staff move a lead to Lost (a reason
 * asked) or back, by dragging its card (pointer events: a mouse, a pen or a finger) or by the
 * keyboard: Space picks a card up, the arrow keys choose a column, Space drops it, Escape cancels;
 * each step is announced.
 */
import { LEAD_STAGES, type LeadItem, type LeadStage } from "@contract/leads.ts";
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";
import { useDeskFeed } from "../../../lib/desk-feed.ts";
import { INQUIRIES_QUERY_KEY } from "../api/get-inquiries.ts";
import { useLeads, useMoveLead } from "../api/get-leads.ts";
import { LeadFacts, leadHref, LeadMarks, LostForm, STAGE_LABEL, useLeadName } from "./lead-marks.tsx";
import { Link } from "../../../i18n/link.tsx";

const BOARD_PAGE = 20;
const DAY_MS = 86_400_000;
const NO_LEADS: readonly LeadItem[] = [];

type Held = { lead: LeadItem; over: number };

/** What a drop of `lead` on `target` does: ask for Lost's reason, bring it back, or nothing (stages move by themselves). */
function dropOutcome(lead: LeadItem, target: LeadStage): "lost" | "back" | "none" {
  if (target === "Lost") return lead.stage === "Lost" ? "none" : "lost";
  return lead.stage === "Lost" ? "back" : "none";
}

export function LeadBoard() {
  const t = useDeskT();
  const move = useMoveLead();
  const hintId = useId();
  useDeskFeed({ inquiries: INQUIRIES_QUERY_KEY });
  const [held, setHeld] = useState<Held | null>(null);
  const [losing, setLosing] = useState<LeadItem | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The card pressed by a pointer, and whether it moved far enough to be a drag. */
  const pressed = useRef<{ lead: LeadItem; x: number; y: number; dragging: boolean } | null>(null);

  /** The stage of the column under a point, if any. */
  const stageAt = (x: number, y: number): number => {
    const column = document.elementFromPoint(x, y)?.closest<HTMLElement>(".lead-column");
    return column ? LEAD_STAGES.indexOf(column.dataset.stage as LeadStage) : -1;
  };

  const pointer = {
    down(event: PointerEvent<HTMLElement>, lead: LeadItem) {
      // A press on the card's link opens it: no drag.
      if (event.button !== 0 || (event.target as Element).closest("a")) return;
      pressed.current = { lead, x: event.clientX, y: event.clientY, dragging: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    move(event: PointerEvent<HTMLElement>) {
      const press = pressed.current;
      if (!press) return;
      if (!press.dragging && Math.hypot(event.clientX - press.x, event.clientY - press.y) < 8) return;
      press.dragging = true;
      const over = stageAt(event.clientX, event.clientY);
      setHeld({ lead: press.lead, over: over >= 0 ? over : LEAD_STAGES.indexOf(press.lead.stage) });
    },
    up(event: PointerEvent<HTMLElement>) {
      const press = pressed.current;
      pressed.current = null;
      if (!press?.dragging) return;
      setHeld(null);
      const over = stageAt(event.clientX, event.clientY);
      if (over >= 0) drop(press.lead, LEAD_STAGES[over]);
    },
    cancel() {
      if (pressed.current?.dragging) setHeld(null);
      pressed.current = null;
    },
  };

  function drop(lead: LeadItem, target: LeadStage) {
    const outcome = dropOutcome(lead, target);
    if (outcome === "lost") setLosing(lead);
    else if (outcome === "back") {
      move.mutate({ id: lead.id, lost: null }, {
        onSuccess: (moved) => setAnnouncement(t("board.moved", { name: moved.userName, stage: t(STAGE_LABEL[moved.stage]) })),
      });
    } else if (target !== lead.stage) setAnnouncement(t("board.cannotMove"));
  }

  function onCardKey(event: KeyboardEvent<HTMLElement>, lead: LeadItem) {
    // Keys on the card's link are the link's.
    if (event.target !== event.currentTarget) return;
    const column = LEAD_STAGES.indexOf(lead.stage);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (!held) {
        setHeld({ lead, over: column });
        setAnnouncement(t("board.picked", { name: lead.userName }));
        return;
      }
      const target = LEAD_STAGES[held.over];
      setHeld(null);
      drop(held.lead, target);
      return;
    }
    if (!held) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setHeld(null);
      setAnnouncement(t("board.cancelled"));
      return;
    }
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const over = Math.min(LEAD_STAGES.length - 1, Math.max(0, held.over + (rtl ? -step : step)));
    setHeld({ ...held, over });
    setAnnouncement(t("board.over", { stage: t(STAGE_LABEL[LEAD_STAGES[over]]) }));
  }

  return (
    <div className="lead-board">
      <p id={hintId} className="lead-board__hint">{t("board.hint")}</p>
      <p className="visually-hidden" role="status" aria-live="assertive">{announcement}</p>
      <div className="lead-board__columns">
        {LEAD_STAGES.map((stage, index) => (
          <BoardColumn
            key={stage}
            stage={stage}
            target={held?.over === index}
            heldId={held?.lead.id}
            hintId={hintId}
            pointer={pointer}
            onCardKey={onCardKey}
          />
        ))}
      </div>
      <Modal open={losing !== null} onClose={() => setLosing(null)} title={t("board.lostTitle")} size="sm">
        {losing
          ? (
            <LostForm
              lead={losing}
              onCancel={() => setLosing(null)}
              onDone={() => {
                setAnnouncement(t("board.moved", { name: losing.userName, stage: t(STAGE_LABEL.Lost) }));
                setLosing(null);
              }}
            />
          )
          : null}
      </Modal>
    </div>
  );
}

interface BoardColumnProps {
  stage: LeadStage;
  /** The column a held card would drop in (keyboard). */
  target: boolean;
  heldId?: string;
  hintId: string;
  pointer: {
    down(event: PointerEvent<HTMLElement>, lead: LeadItem): void;
    move(event: PointerEvent<HTMLElement>): void;
    up(event: PointerEvent<HTMLElement>): void;
    cancel(): void;
  };
  onCardKey(event: KeyboardEvent<HTMLElement>, lead: LeadItem): void;
}

function BoardColumn({ stage, target, heldId, hintId, pointer, onCardKey }: BoardColumnProps) {
  const t = useDeskT();
  const name = useLeadName();
  const query = useLeads({ stage, limit: BOARD_PAGE });
  const leads = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? NO_LEADS, [query.data]);
  const headingId = useId();
  return (
    <section
      className={`lead-column${target ? " lead-column--target" : ""}`}
      data-stage={stage}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="lead-column__title">
        {t(STAGE_LABEL[stage])}{" "}
        <span className="lead-column__count">{t("board.columnCount", { count: leads.length, more: query.hasNextPage ? "true" : "false" })}</span>
      </h2>
      {leads.length === 0 && !query.isPending ? <p className="lead-column__empty">{t("board.empty")}</p> : null}
      <ul className="lead-column__cards" role="list" aria-label={t("board.column", { stage: t(STAGE_LABEL[stage]) })}>
        {leads.map((lead) => (
          <li
            key={lead.id}
            className={`lead-card${heldId === lead.id ? " lead-card--held" : ""}${lead.overdue ? " lead-card--overdue" : ""}`}
            data-lead-id={lead.id}
            data-overdue={lead.overdue ? "true" : "false"}
            tabIndex={0}
            aria-roledescription="card"
            aria-describedby={hintId}
            aria-label={t("board.card", { name: name(lead), item: lead.itemName, stage: t(STAGE_LABEL[lead.stage]) })}
            aria-grabbed={heldId === lead.id}
            onPointerDown={(event) => pointer.down(event, lead)}
            onPointerMove={pointer.move}
            onPointerUp={pointer.up}
            onPointerCancel={pointer.cancel}
            onKeyDown={(event) => onCardKey(event, lead)}
          >
            <Link className="lead-card__name" to={leadHref(lead)} aria-label={t("board.open", { name: name(lead) })}>{name(lead)}</Link>
            <span className="lead-card__item">{lead.itemName}</span>
            <LeadFacts lead={lead} />
            <span className="lead-card__meta">
              <span>{t("board.age", { days: Math.max(0, Math.floor((Date.now() - new Date(lead.submissionDate).getTime()) / DAY_MS)) })}</span>
              {" · "}
              <span>{lead.assignee?.name ?? t("board.unassigned")}</span>
            </span>
            <LeadMarks lead={lead} />
          </li>
        ))}
      </ul>
      {query.hasNextPage
        ? (
          <button type="button" className="btn btn--ghost lead-column__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t("inquiries.loadingMore") : t("inquiries.showMore")}
          </button>
        )
        : null}
    </section>
  );
}
