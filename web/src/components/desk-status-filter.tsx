/**
 * A staff desk's status filter: "All" and one button per status, each with its count, as toggle
 * buttons (aria-pressed) in a named group; pressing the chosen status again shows all. The desk
 * keeps the choice (the desk pages keep it in the address, `?status=`); the counts are of the live
 * list, so they follow the server's changes with it.
 */
import type { ReactNode } from "react";

interface DeskStatusFilterProps<S extends string> {
  /** The group's name for screen readers ("Show inquiries by status"). */
  label: string;
  /** The "All" button's text. */
  allLabel: string;
  statuses: readonly S[];
  /** The list the counts are of. */
  items: readonly { status: NoInfer<S> }[];
  /** Counts the server keeps (a list read a page at a time): used instead of counting `items`. */
  counts?: Partial<Record<NoInfer<S>, number>>;
  /** The "All" count with `counts`. */
  total?: number;
  /** The status shown, or "" for all. */
  value: NoInfer<S> | "";
  onChange(status: NoInfer<S> | ""): void;
  /** What staff read for a status. */
  labelOf(status: NoInfer<S>): string;
  /** More toggle buttons of the same row (the desks' "Awaiting our reply"). */
  children?: ReactNode;
}

export function DeskStatusFilter<S extends string>(
  { label, allLabel, statuses, items, counts: kept, total, value, onChange, labelOf, children }: DeskStatusFilterProps<S>,
) {
  const counts = kept ? { ...countByStatus(statuses, []), ...kept } : countByStatus(statuses, items);
  return (
    <div className="desk-counts" role="group" aria-label={label}>
      <button type="button" className="desk-count" aria-pressed={value === ""} onClick={() => onChange("")}>
        <span className="desk-count__label">{allLabel}</span> <span className="desk-count__value">{kept ? total ?? 0 : items.length}</span>
      </button>
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          className="desk-count"
          data-status={status}
          aria-pressed={value === status}
          onClick={() => onChange(value === status ? "" : status)}
        >
          <span className="desk-count__label">{labelOf(status)}</span> <span className="desk-count__value">{counts[status]}</span>
        </button>
      ))}
      {children}
    </div>
  );
}

/** How many items have each status, zero included. */
export function countByStatus<S extends string>(statuses: readonly S[], items: readonly { status: S }[]): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const item of items) counts[item.status]++;
  return counts;
}

/** The status named by an address's `?status=`, if it is one of `statuses`; else "" (all). */
export function knownStatus<S extends string>(statuses: readonly S[], value: string | null): S | "" {
  return statuses.find((status) => status === value) ?? "";
}
