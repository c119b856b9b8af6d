/**
 * The address's query (`?status=New`) as URLSearchParams and a setter that navigates to the same
 * page with another query, like react-router's `useSearchParams`. The staff pages use this one:
 * react-router's is one module with the library's other hooks, so importing it from a lazy page
 * puts it (about 0.5 KB compressed) in the `framework` chunk of every visitor's first visit.
 */
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";

type Query = URLSearchParams | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: Query | ((current: URLSearchParams) => Query), options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: Query | ((current: URLSearchParams) => Query), options?: { replace?: boolean }) => {
    const query = typeof next === "function" ? next(new URLSearchParams(search)) : next;
    void navigate(`?${new URLSearchParams(query)}`, { replace: options?.replace });
  }, [navigate, search]);
  return [params, setParams];
}
