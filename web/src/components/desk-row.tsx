/**
 * One row of a staff desk: a summary button that opens and closes the row's details (a
 * disclosure: aria-expanded, and aria-controls naming the details), the details while open, and
 * the row's error (role="alert") at the end of the open details.
 */
import { type ReactNode, useId } from "react";
import { useDeskT } from "../i18n/areas/desk.ts";
import { ErrorMessage } from "./error-message.tsx";

/** The looks of a row: the inquiry desk's cards, and the rows of the bespoke and live-chat desks. */
const LOOKS = {
  card: { row: "desk-item card", summary: "desk-item__summary", details: "desk-item__details" },
  concierge: { row: "concierge-row", summary: "concierge-row__summary", details: "concierge-row__body" },
} as const;

interface DeskRowProps {
  look: keyof typeof LOOKS;
  open: boolean;
  onToggle(): void;
  /** What the closed row shows, inside the button. */
  summary: ReactNode;
  /** The details shown while open. */
  children: ReactNode;
  error?: string;
  /** data-* attributes of the row, by which tests and styles find it. */
  data: Record<`data-${string}`, string>;
  /** The summary button's id, for a desk that moves focus to a row. */
  toggleId?: string;
  /** Makes the open details a region with this name. */
  detailsLabel?: string;
  /** Also shows the row's error under the row while it is closed. */
  errorWhenClosed?: boolean;
}

export function DeskRow({ look, open, onToggle, summary, children, error, data, toggleId, detailsLabel, errorWhenClosed }: DeskRowProps) {
  const detailsId = useId();
  const classes = LOOKS[look];
  const errorMessage = error ? <ErrorMessage>{error}</ErrorMessage> : null;
  return (
    <li className={classes.row} {...data}>
      <button type="button" id={toggleId} className={classes.summary} aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
        {summary}
      </button>
      {open
        ? (
          <div id={detailsId} className={classes.details} role={detailsLabel ? "region" : undefined} aria-label={detailsLabel}>
            {children}
            {errorMessage}
          </div>
        )
        : null}
      {!open && errorWhenClosed ? errorMessage : null}
    </li>
  );
}

interface DeskStatusFieldProps<S extends string> {
  statuses: readonly S[];
  value: S;
  onChange(status: S): void;
  /** What staff read for a status (the stored value stays the option's value); the value itself by default. */
  labelOf?(status: S): string;
  /** A class beside "field". */
  className?: string;
}

/** The "Status" select in an open row's actions. */
export function DeskStatusField<S extends string>({ statuses, value, onChange, labelOf = (status) => status, className }: DeskStatusFieldProps<S>) {
  const id = useId();
  const t = useDeskT();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{t("desk.status")}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S)}>
        {statuses.map((status) => <option key={status} value={status}>{labelOf(status)}</option>)}
      </select>
    </div>
  );
}

interface FollowUpMarksProps {
  /** When the first of the unanswered messages was sent; absent when nothing awaits our reply. */
  awaitingSince?: string;
  /** Messages staff have not opened yet. */
  unread?: number;
  /** A class beside "follow-up". */
  className?: string;
}

/**
 * "Awaiting our reply" and the unread count on a desk row: in words, not by colour alone, inside
 * the row's button, so a screen reader reads them with the row.
 */
export function FollowUpMarks({ awaitingSince, unread, className }: FollowUpMarksProps) {
  const t = useDeskT();
  if (!awaitingSince && !unread) return null;
  return (
    <span className={className ? `follow-up ${className}` : "follow-up"}>
      {awaitingSince ? <span className="badge badge--awaiting" data-follow-up="awaiting">{t("desk.awaiting")}</span> : null}
      {unread ? <span className="badge badge--unread" data-follow-up="unread">{t("desk.unread", { count: unread })}</span> : null}
    </span>
  );
}
