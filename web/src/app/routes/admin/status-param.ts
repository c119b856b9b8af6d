import { useSearchParams } from "../../../lib/search-params.ts";
import { knownStatus } from "../../../components/desk-status-filter.tsx";

/**
 * A desk page's status filter, kept in its address (`?status=New`), so a dashboard tile can open
 * the desk filtered and a reload or a shared link keeps the choice; "" (no `status`) is all.
 */
export function useStatusParam<S extends string>(statuses: readonly S[]): [S | "", (status: S | "") => void] {
  const [params, setParams] = useSearchParams();
  const status = knownStatus(statuses, params.get("status"));
  const setStatus = (next: S | "") =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next) kept.set("status", next);
      else kept.delete("status");
      return kept;
    }, { replace: true });
  return [status, setStatus];
}
