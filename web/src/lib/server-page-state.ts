/**
 * A page's state the server rendered it with (a form's outcome, a private page's content): given to
 * the server's renderer while it renders, and read by the browser from the page's JSON block `id`,
 * so the app's first render matches the server's HTML exactly.
 */
export function serverPageState<T>(id: string) {
  let rendering: T | null = null;
  let fromPage: T | null | undefined;
  return {
    /** Renders with `state` as the page's (the server's renderer: `render` is synchronous). */
    withState<R>(state: T | null, render: () => R): R {
      rendering = state;
      try {
        return render();
      } finally {
        rendering = null;
      }
    },
    /** The state: the one being rendered on the server, else the page's block (read once). */
    current(): T | null {
      if (typeof document === "undefined") return rendering;
      if (fromPage === undefined) {
        try {
          fromPage = JSON.parse(document.getElementById(id)?.textContent ?? "null") as T | null;
        } catch {
          fromPage = null;
        }
      }
      return fromPage;
    },
    /** The page's state has been taken: a later screen starts afresh. */
    forget(): void {
      if (typeof document !== "undefined") fromPage = null;
    },
  };
}
