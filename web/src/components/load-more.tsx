/**
 * The end of a paged list: the next page is read as the end comes into view (infinite scroll), and
 * a button does the same for keyboards and screen readers, or where scrolling does not reach it.
 * A page that failed says so and the button tries again; the list above stays as it was.
 */
import { useEffect, useRef } from "react";

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

interface LoadMoreProps {
  query: PagedQuery;
  /** "Show more", "Loading more…", "Could not load more…" in the screen's language. */
  labels: { more: string; loading: string; failed: string };
  /** Read on scroll too (the default); false: only by the button. */
  onScroll?: boolean;
}

export function LoadMore({ query, labels, onScroll = true }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    const element = end.current;
    // After a failure only the button tries again: scrolling does not repeat it.
    if (!onScroll || !element || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScroll, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={end} className="desk-more">
      {isFetchNextPageError ? <p className="error-message" role="alert">{labels.failed}</p> : null}
      <button type="button" className="btn btn--secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? labels.loading : labels.more}
      </button>
    </div>
  );
}
