import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { seedPreloadedAnswers } from "../features/catalogue/api/preloaded-answers.ts";
import { createQueryClient, retryFailedWhenOnline } from "../lib/query-client.ts";
import { AppRoutes } from "./router.tsx";

/** The whole application: data cache and router (the routes' root element holds the session). */
export function App() {
  // A public page's HTML may carry the catalogue answers its first screen shows.
  const [queryClient] = useState(() => seedPreloadedAnswers(createQueryClient()));
  useEffect(() => retryFailedWhenOnline(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
