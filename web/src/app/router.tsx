/**
 * The route table. Public catalogue pages, member pages and admin pages are each
 * split into their own chunks; guards wrap the member and admin pages (the server enforces the
 * same rules on every call). Every route exists unprefixed (English) and under each other
 * language's prefix (`/fr/packages`); the page's language is read from the address.
 */
import { LANGUAGE_PREFIXES } from "@contract/language-paths.ts";
import { type ComponentType, createElement, isValidElement, lazy, useState } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router-dom";
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from "./guards.tsx";
import { PageFrame } from "./layout/page-frame.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { HomePage } from "./routes/home.tsx";

type PageModule = Record<string, unknown>;

/** A page whose code can be loaded ahead of its first render (see `loadPageOf`). */
type LazyPage = ComponentType & { load(): Promise<void> };

/**
 * A lazily loaded page: the module's named export `name` becomes the element's component. Once its
 * code is loaded the page renders directly, with no Suspense fallback in between.
 */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loaded: ComponentType | undefined;
  const fetchPage = async () => {
    loaded ??= (await load())[name] as ComponentType;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  // Chosen once per mount, so a page first shown through Suspense keeps its state when it re-renders.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, { load: async () => void await fetchPage() });
}

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
const JourneyProposalPage = page(() => import("./routes/journey-proposal.tsx"), "JourneyProposalPage");
const JourneyTripPage = page(() => import("./routes/journey-proposal.tsx"), "JourneyTripPage");
const JourneysPage = page(() => import("./routes/journeys.tsx"), "JourneysPage");
const JourneyInquiryPage = page(() => import("./routes/journey-detail.tsx"), "JourneyInquiryPage");
const JourneyBespokePage = page(() => import("./routes/journey-detail.tsx"), "JourneyBespokePage");
const JourneyChatPage = page(() => import("./routes/journey-detail.tsx"), "JourneyChatPage");
const BespokePage = page(() => import("./routes/bespoke-experiences.tsx"), "BespokeExperiencesPage");

const AdminDashboardPage = page(() => import("./routes/admin/dashboard.tsx"), "AdminDashboardPage");
const AdminDestinationsPage = page(() => import("./routes/admin/destinations.tsx"), "AdminDestinationsPage");
const AdminDestinationFormPage = page(() => import("./routes/admin/destination-form.tsx"), "AdminDestinationFormPage");
const AdminPackagesPage = page(() => import("./routes/admin/packages.tsx"), "AdminPackagesPage");
const AdminPackageFormPage = page(() => import("./routes/admin/package-form.tsx"), "AdminPackageFormPage");
const AdminActivitiesPage = page(() => import("./routes/admin/activities.tsx"), "AdminActivitiesPage");
const AdminActivityFormPage = page(() => import("./routes/admin/activity-form.tsx"), "AdminActivityFormPage");
const AdminUsersPage = page(() => import("./routes/admin/users.tsx"), "AdminUsersPage");
const AdminMediaPage = page(() => import("./routes/admin/media.tsx"), "AdminMediaPage");
const AdminExchangeRatesPage = page(() => import("./routes/admin/exchange-rates.tsx"), "AdminExchangeRatesPage");
const AdminBespokePage = page(() => import("./routes/admin/bespoke-requests.tsx"), "AdminBespokeRequestsPage");
const AdminInquiriesPage = page(() => import("./routes/admin/inquiries.tsx"), "AdminInquiriesPage");
const AdminActivityPage = page(() => import("./routes/admin/activity.tsx"), "AdminActivityPage");
const AdminLiveChatsPage = page(() => import("./routes/admin/live-chats.tsx"), "AdminLiveChatsPage");
const AdminPreviewPage = page(() => import("./routes/admin/preview.tsx"), "AdminPreviewPage");
const AdminProposalsPage = page(() => import("./routes/admin/proposals.tsx"), "AdminProposalsPage");
const AdminProposalEditorPage = page(() => import("./routes/admin/proposal-editor.tsx"), "AdminProposalEditorPage");

const member = (Page: ComponentType) => <RequireAuth><Page /></RequireAuth>;
const admin = (Page: ComponentType) => (
  <RequireAuth>
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  </RequireAuth>
);
const guest = (Page: ComponentType) => <RedirectIfAuthenticated><Page /></RedirectIfAuthenticated>;

/** Admin areas with a list, /new and /edit/{id}. */
function adminArea(area: string, List: ComponentType, Form: ComponentType): RouteObject[] {
  return [
    { path: `admin/${area}`, element: admin(List) },
    { path: `admin/${area}/new`, element: admin(Form) },
    { path: `admin/${area}/edit/:id`, element: admin(Form) },
  ];
}

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
      { path: "journeys", element: member(JourneysPage) },
      { path: "journeys/inquiries/:id", element: member(JourneyInquiryPage) },
      { path: "journeys/bespoke/:id", element: member(JourneyBespokePage) },
      { path: "journeys/chats/:id", element: member(JourneyChatPage) },
      { path: "journeys/proposals/:id", element: member(JourneyProposalPage) },
      { path: "journeys/trips/:id", element: member(JourneyTripPage) },
      { path: "admin", element: admin(AdminDashboardPage) },
      ...adminArea("destinations", AdminDestinationsPage, AdminDestinationFormPage),
      ...adminArea("packages", AdminPackagesPage, AdminPackageFormPage),
      ...adminArea("activities", AdminActivitiesPage, AdminActivityFormPage),
      { path: "admin/users", element: admin(AdminUsersPage) },
      { path: "admin/media", element: admin(AdminMediaPage) },
      { path: "admin/exchange-rates", element: admin(AdminExchangeRatesPage) },
      { path: "admin/bespoke-requests", element: admin(AdminBespokePage) },
      { path: "admin/inquiries", element: admin(AdminInquiriesPage) },
      { path: "admin/live-chats", element: admin(AdminLiveChatsPage) },
      { path: "admin/activity", element: admin(AdminActivityPage) },
      { path: "admin/preview/:collection/:id", element: admin(AdminPreviewPage) },
      { path: "admin/proposals", element: admin(AdminProposalsPage) },
      { path: "admin/proposals/:id", element: admin(AdminProposalEditorPage) },
      // Any other address: "Page not found" in its language (the server answers it 404, noindex).
      { path: "*", element: <NotFoundPage /> },
      ],
    }],
});

export const routes: RouteObject[] = [routesUnder("/"), ...LANGUAGE_PREFIXES.map(routesUnder)];

/**
 * Loads the code of the page at `pathname` (a public page; guarded pages wait for the session), so
 * the first render shows the page itself rather than a spinner and then the page. Gives up waiting
 * after `maxWaitMs` (a stalled download then shows the header and the page spinner, as before),
 * and leaves a failure to the page's own loading, which shows the error screen.
 */
export async function loadPageOf(pathname: string, maxWaitMs: number): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === "function" && "load" in type ? (type as LazyPage).load() : undefined;
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
