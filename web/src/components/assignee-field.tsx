/**
 * The desks' "Assigned to" select: nobody or an administrator (GET /api/auth/users), the current
 * assignee kept as an option even when no longer listed. Used by the inquiry and bespoke desks.
 */
import type { User } from "@contract/user.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { get } from "../lib/api-client.ts";

/** The administrators, whom a request can be assigned to. */
export function useConsultants() {
  return useQuery(queryOptions({
    queryKey: ["admin", "consultants"] as const,
    queryFn: async ({ signal }) => (await get<User[]>("/auth/users", { signal })).filter((user) => user.isAdmin),
    staleTime: 60_000,
  }));
}

interface AssigneeFieldProps {
  assignee?: { id: string; name: string };
  label: string;
  nobodyLabel: string;
  /** Shown when the last change failed. */
  failedText?: string;
  pending: boolean;
  onChange(assigneeId: string | null): void;
}

export function AssigneeField({ assignee, label, nobodyLabel, failedText, pending, onChange }: AssigneeFieldProps) {
  const id = useId();
  const consultants = useConsultants();
  const options = consultants.data ?? [];
  return (
    <div className="field desk-thread__assignee">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={assignee?.id ?? ""} disabled={pending} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{nobodyLabel}</option>
        {assignee && !options.some((u) => u.id === assignee.id) ? <option value={assignee.id}>{assignee.name}</option> : null}
        {options.map((user) => <option key={user.id} value={user.id}>{user.displayName || user.name}</option>)}
      </select>
      {failedText ? <p className="field__error" role="alert">{failedText}</p> : null}
    </div>
  );
}
