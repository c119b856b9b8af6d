import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { Spinner } from "../../components/spinner.tsx";
import { AuthProvider } from "../auth.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * Every page: skip link, header, the routed page, footer and the floating live-chat widget
 * (spec section 2: "A header, a footer and a floating live-chat widget appear on every page").
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* CHAT WIDGET MOUNT: the live-chat widget (features/chat) renders here, once, on every page. */}
      <ScrollRestoration />
    </AuthProvider>
  );
}
