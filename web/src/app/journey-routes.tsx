/**
 * "My journeys" routes, below `journeys/*` in the route table (router.tsx), which keeps them for
 * signed-in members; they load with the first of its pages, not in a traveller's first visit.
 */
import { type RouteObject, useRoutes } from "react-router-dom";
import { page } from "./lazy-page.ts";

const JourneysPage = page(() => import("./routes/journeys.tsx"), "JourneysPage");
const JourneyInquiryPage = page(() => import("./routes/journey-detail.tsx"), "JourneyInquiryPage");
const JourneyBespokePage = page(() => import("./routes/journey-detail.tsx"), "JourneyBespokePage");
const JourneyChatPage = page(() => import("./routes/journey-detail.tsx"), "JourneyChatPage");
const JourneyProposalPage = page(() => import("./routes/journey-proposal.tsx"), "JourneyProposalPage");
const JourneyTripPage = page(() => import("./routes/journey-proposal.tsx"), "JourneyTripPage");
const NotFoundPage = page(() => import("./routes/not-found.tsx"), "NotFoundPage");

const routes: RouteObject[] = [
  { index: true, element: <JourneysPage /> },
  { path: "inquiries/:id", element: <JourneyInquiryPage /> },
  { path: "bespoke/:id", element: <JourneyBespokePage /> },
  { path: "chats/:id", element: <JourneyChatPage /> },
  { path: "proposals/:id", element: <JourneyProposalPage /> },
  { path: "trips/:id", element: <JourneyTripPage /> },
  { path: "*", element: <NotFoundPage /> },
];

export function JourneyRoutes() {
  return useRoutes(routes);
}
