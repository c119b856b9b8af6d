/**
 * The route table. Public catalogue pages, member pages and admin pages are each
 * split into their own chunks; guards wrap the member and admin pages (the server enforces the
 * same rules on every call). Every route exists unprefixed (English) and under each other
 * language's prefix (`/fr/packages`); the page's language is read from the address.
 */
import { LANGUAGE_PREFIXES, splitLanguagePath } from "@contract/language-paths.ts";
import { type ComponentType, isValidElement } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router-dom";
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from "./guards.tsx";
import { PageFrame } from "./layout/page-frame.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { HomePage } from "./routes/home.tsx";
import { type LazyPage, page } from "./lazy-page.ts";

const NotFoundPage = page(() => import("./routes/not-found.tsx"), "NotFoundPage");
const DestinationsPage = page(() => import("./routes/destinations.tsx"), "DestinationsPage");
const DestinationDetailPage = page(() => import("./routes/destination-detail.tsx"), "DestinationDetailPage");
const PackagesPage = page(() => import("./routes/packages.tsx"), "PackagesPage");
const PackageDetailPage = page(() => import("./routes/package-detail.tsx"), "PackageDetailPage");
const ActivitiesPage = page(() => import("./routes/activities.tsx"), "ActivitiesPage");
const ActivityDetailPage = page(() => import("./routes/activity-detail.tsx"), "ActivityDetailPage");
const ContactPage = page(() => import("./routes/contact.tsx"), "ContactPage");
const PendingInquiriesPage = page(() => import("./routes/pending-inquiries.tsx"), "PendingInquiriesPage");
const LoginPage = page(() => import("./routes/login.tsx"), "LoginPage");
const RegisterPage = page(() => import("./routes/register.tsx"), "RegisterPage");
const ProfilePage = page(() => import("./routes/profile.tsx"), "ProfilePage");
const VipServicesPage = page(() => import("./routes/vip-services.tsx"), "VipServicesPage");
const ThreadPage = page(() => import("./routes/thread.tsx"), "ThreadPage");
const ProposalPage = page(() => import("./routes/proposal.tsx"), "ProposalPage");
const TripPage = page(() => import("./routes/trip.tsx"), "TripPage");
const BespokePage = page(() => import("./routes/bespoke-experiences.tsx"), "BespokeExperiencesPage");

const PrivacyPage = page(() => import("./routes/privacy.tsx"), "PrivacyPage");

const AdminArea = page(() => import("./admin-routes.tsx"), "AdminRoutes");
const JourneysArea = page(() => import("./journey-routes.tsx"), "JourneyRoutes");

const member = (Page: ComponentType) => <RequireAuth><Page /></RequireAuth>;
const admin = (Page: ComponentType) => (
  <RequireAuth>
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  </RequireAuth>
);
const guest = (Page: ComponentType) => <RedirectIfAuthenticated><Page /></RedirectIfAuthenticated>;

/** The route tree under `base`: "/" for English, "/fr" and the like for the other languages. */
const routesUnder = (base: string): RouteObject => ({
    path: base,
    element: <RootLayout />,
    children: [{
      // Scroll, code loading and errors of each page, between the header and the footer.
      element: <PageFrame />,
      children: [
      { index: true, element: <HomePage /> },
      { path: "destinations", element: <DestinationsPage /> },
      { path: "destinations/:destinationId", element: <DestinationDetailPage /> },
      { path: "packages", element: <PackagesPage /> },
      { path: "packages/:packageId", element: <PackageDetailPage /> },
      { path: "activities", element: <ActivitiesPage /> },
      { path: "activities/:activityId", element: <ActivityDetailPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "pending-inquiries", element: <PendingInquiriesPage /> },
      { path: "login", element: guest(LoginPage) },
      { path: "register", element: guest(RegisterPage) },
      { path: "profile", element: member(ProfilePage) },
      { path: "vip-services", element: member(VipServicesPage) },
      { path: "bespoke-experiences", element: member(BespokePage) },
      { path: "threads/:token", element: <ThreadPage /> },
      { path: "proposals/:token", element: <ProposalPage /> },
      { path: "trips/:token", element: <TripPage /> },
      // "My journeys" and the admin area: their routes load with their code (journey-routes.tsx,
      // admin-routes.tsx), so a traveller's first visit carries none of them.
      { path: "journeys/*", element: member(JourneysArea) },
      { path: "admin/*", element: admin(AdminArea) },
      { path: "privacy", element: <PrivacyPage /> },
      // Any other address: "Page not found" in its language (the server answers it 404, noindex).
      { path: "*", element: <NotFoundPage /> },
      ],
    }],
});

export const routes: RouteObject[] = [routesUnder("/"), ...LANGUAGE_PREFIXES.map(routesUnder)];

/**
 * Loads the code of the page at `pathname` (a public page; guarded pages wait for the session) and
 * its texts in the address's language, so the first render shows the page itself rather than a
 * spinner and then the page, and a server's page hydrates in one go. Gives up waiting
 * after `maxWaitMs` (a stalled download then shows the header and the page spinner, as before),
 * and leaves a failure to the page's own loading, which shows the error screen.
 */
export async function loadPageOf(pathname: string, maxWaitMs: number): Promise<void> {
  const { lang } = splitLanguagePath(pathname);
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === "function" && "load" in type ? (type as LazyPage).load(lang) : undefined;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  await Promise.race([Promise.all(loads), gaveUp]).catch(() => undefined);
  clearTimeout(timer);
}

/** The routed screens; rendered inside <BrowserRouter> (declarative mode keeps the router small). */
export function AppRoutes() {
  return useRoutes(routes);
}
