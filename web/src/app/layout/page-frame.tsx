import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Spinner } from "../../components/spinner.tsx";
import { useT } from "../../i18n/language-context.tsx";
import { announceAppReady } from "../../lib/app-ready.ts";
import { RouteError } from "../routes/route-error.tsx";

/** Catches an error thrown while showing a page (or loading its code) and shows RouteError. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/**
 * A new page starts at the top, unless the link points at an anchor. The page the app opens on is
 * left alone: it is at the top already (or where the browser restores it), and scrolling would make
 * the browser lay the page out in the middle of the first render's task.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const opening = useRef(true);
  useEffect(() => {
    if (opening.current) {
      opening.current = false;
      return;
    }
    if (!hash) globalThis.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Once the first page is on the screen as the app's (hydrated or rendered, after its code and texts),
 * the app has taken the page over: a button pressed before can be pressed again (web/src/boot.ts).
 */
function PageShown() {
  useEffect(() => announceAppReady(), []);
  return null;
}

/**
 * The frame around every routed page: scroll to top on navigation, a spinner while the page's code
 * loads, and an error boundary (reset on each navigation) so a failing page keeps header and footer.
 */
export function PageFrame() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<Spinner label={t("layout.loadingPage")} />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
