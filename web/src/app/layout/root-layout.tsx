import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Spinner } from "../../components/spinner.tsx";
import { isAvailableOffline } from "../../features/offline/available-offline.ts";
import { CatalogueRefresh } from "../../features/offline/components/catalogue-refresh.tsx";
import { OfflineIndicator } from "../../features/offline/components/offline-indicator.tsx";
import { OfflinePage } from "../../features/offline/components/offline-page.tsx";
import { UpdatePrompt } from "../../features/offline/components/update-prompt.tsx";
import { useOnlineStatus } from "../../features/offline/hooks/use-online-status.ts";
import { useDocumentLanguage } from "../../i18n/document-language.ts";
import { LanguageProvider, useT } from "../../i18n/language-context.tsx";
import { LanguageSuggestion } from "../../i18n/language-suggestion.tsx";
import { AuthProvider } from "../auth.tsx";
import { ChatMount } from "./chat-mount.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { MemberSettings } from "./member-settings.tsx";

/**
 * Every page: skip link, header, the routed page, footer and the floating live-chat widget
 * (all three appear on every page), in the language of the page's address.
 */
export function RootLayout() {
  return (
    <LanguageProvider>
      <Layout />
    </LanguageProvider>
  );
}

function Layout() {
  const t = useT();
  useDocumentLanguage();
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const showPage = online || isAvailableOffline(pathname);
  return (
    <AuthProvider>
      <MemberSettings>
        <a className="skip-link" href="#main">{t("layout.skip")}</a>
        <LanguageSuggestion />
        <Header />
        <OfflineIndicator />
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<Spinner label={t("layout.loadingPage")} />}>
            {showPage ? <Outlet /> : <OfflinePage />}
          </Suspense>
        </main>
        <Footer />
        <ChatMount />
        <UpdatePrompt />
        <CatalogueRefresh />
      </MemberSettings>
    </AuthProvider>
  );
}
