/**
 * The admin area's routes, below `admin/*` in the route table (router.tsx), which guards them
 * (signed in, an administrator; the server enforces the same on every call). This module and every
 * staff page load with the first admin page, so a traveller's first visit carries none of them.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router-dom";
import { page } from "./lazy-page.ts";

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
const AdminPipelinePage = page(() => import("./routes/admin/pipeline.tsx"), "AdminPipelinePage");
const AdminActivityPage = page(() => import("./routes/admin/activity.tsx"), "AdminActivityPage");
const AdminLiveChatsPage = page(() => import("./routes/admin/live-chats.tsx"), "AdminLiveChatsPage");
const AdminPreviewPage = page(() => import("./routes/admin/preview.tsx"), "AdminPreviewPage");
const AdminProposalsPage = page(() => import("./routes/admin/proposals.tsx"), "AdminProposalsPage");
const AdminProposalEditorPage = page(() => import("./routes/admin/proposal-editor.tsx"), "AdminProposalEditorPage");
const AdminPrivacyPage = page(() => import("./routes/admin/privacy.tsx"), "AdminPrivacyPage");
const AdminTripsPage = page(() => import("./routes/admin/trips.tsx"), "AdminTripsPage");
const AdminTripEditorPage = page(() => import("./routes/admin/trip-editor.tsx"), "AdminTripEditorPage");
const AdminPaymentsPage = page(() => import("./routes/admin/payments.tsx"), "AdminPaymentsPage");
const AdminTripLedgerPage = page(() => import("./routes/admin/trip-ledger.tsx"), "AdminTripLedgerPage");
const AdminReviewsPage = page(() => import("./routes/admin/reviews.tsx"), "AdminReviewsPage");
const AdminReportsPage = page(() => import("./routes/admin/reports.tsx"), "AdminReportsPage");
const AdminEmailsPage = page(() => import("./routes/admin/emails.tsx"), "AdminEmailsPage");
const NotFoundPage = page(() => import("./routes/not-found.tsx"), "NotFoundPage");

/**
 * The inquiry desk: its first read (the list's first page and counts) is asked for as the admin
 * area opens, alongside the session's check and the desk's code, rather than once that code has
 * loaded and rendered. The desk then shows that read (the same filters, from its address). Asked
 * while rendering, as TanStack's `usePrefetchQuery` does: the page below suspends while its code
 * loads, so no effect here would run before it; asking again is answered by the read under way.
 */
function InquiriesRoute() {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  void import("../features/inquiries/api/desk-opening.ts")
    .then(({ readDeskOpening }) => readDeskOpening(queryClient, new URLSearchParams(search)))
    .catch(() => undefined); // the desk reads (and shows a failure) itself
  return <AdminInquiriesPage />;
}

/** Admin areas with a list, /new and /edit/{id}. */
function adminArea(area: string, List: ComponentType, Form: ComponentType): RouteObject[] {
  return [
    { path: area, element: <List /> },
    { path: `${area}/new`, element: <Form /> },
    { path: `${area}/edit/:id`, element: <Form /> },
  ];
}

const routes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  ...adminArea("destinations", AdminDestinationsPage, AdminDestinationFormPage),
  ...adminArea("packages", AdminPackagesPage, AdminPackageFormPage),
  ...adminArea("activities", AdminActivitiesPage, AdminActivityFormPage),
  { path: "users", element: <AdminUsersPage /> },
  { path: "media", element: <AdminMediaPage /> },
  { path: "exchange-rates", element: <AdminExchangeRatesPage /> },
  { path: "bespoke-requests", element: <AdminBespokePage /> },
  { path: "inquiries", element: <InquiriesRoute /> },
  { path: "pipeline", element: <AdminPipelinePage /> },
  { path: "live-chats", element: <AdminLiveChatsPage /> },
  { path: "activity", element: <AdminActivityPage /> },
  { path: "preview/:collection/:id", element: <AdminPreviewPage /> },
  { path: "proposals", element: <AdminProposalsPage /> },
  { path: "proposals/:id", element: <AdminProposalEditorPage /> },
  { path: "privacy", element: <AdminPrivacyPage /> },
  { path: "trips", element: <AdminTripsPage /> },
  { path: "trips/:id", element: <AdminTripEditorPage /> },
  { path: "payments", element: <AdminPaymentsPage /> },
  { path: "payments/trips/:id", element: <AdminTripLedgerPage /> },
  { path: "reviews", element: <AdminReviewsPage /> },
  { path: "reports", element: <AdminReportsPage /> },
  { path: "emails", element: <AdminEmailsPage /> },
  // Any other admin address: "Page not found", as elsewhere.
  { path: "*", element: <NotFoundPage /> },
];

export function AdminRoutes() {
  return useRoutes(routes);
}
