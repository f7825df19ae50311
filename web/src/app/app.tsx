import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { BrowserRouter, Outlet, Route, Routes } from "react-router";
import { PageLoading } from "../components/ui/spinner.tsx";
import { Toaster } from "../components/ui/toaster.tsx";
import { getProject } from "../features/analysis/api/get-project.ts";
import { getVersions, versionsKey } from "../features/analysis/api/get-versions.ts";
import { AnalysisRunWatcher } from "../features/analysis/components/analysis-run-watcher.tsx";
import { getHealth } from "../features/auth/api/get-health.ts";
import { strategiesQuery } from "../features/strategies/api/get-strategies.ts";
import { useAuth } from "../lib/auth/auth-context.ts";
import { AuthProvider, meQuery } from "../lib/auth/auth-provider.tsx";
import { createQueryClient, queryKeys } from "../lib/query-client.ts";
import { LazyPage, lazyRoute } from "./lazy-route.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";

// Route-level code splitting: each page (and the signed-in header) is its own chunk.
const HeaderRoute = lazyRoute(
  () => import("../components/layout/header.tsx"),
  (m) => m.Header,
);
const HomeRoute = lazyRoute(
  () => import("./routes/home.tsx"),
  (m) => m.HomeRoute,
);
const AuthRoute = lazyRoute(
  () => import("./routes/auth.tsx"),
  (m) => m.AuthRoute,
);
const ResultsRoute = lazyRoute(
  () => import("./routes/results.tsx"),
  (m) => m.ResultsRoute,
);
const StrategiesRoute = lazyRoute(
  () => import("./routes/strategies.tsx"),
  (m) => m.StrategiesRoute,
);
const TrainingRoute = lazyRoute(
  () => import("./routes/training.tsx"),
  (m) => m.TrainingRoute,
);
const AdminRoute = lazyRoute(
  () => import("./routes/admin.tsx"),
  (m) => m.AdminRoute,
);
const SecurityRoute = lazyRoute(
  () => import("./routes/security.tsx"),
  (m) => m.SecurityRoute,
);
const HubspotLinkRoute = lazyRoute(
  () => import("./routes/hubspot-link.tsx"),
  (m) => m.HubspotLinkRoute,
);
const TeamsLinkRoute = lazyRoute(
  () => import("./routes/teams-link.tsx"),
  (m) => m.TeamsLinkRoute,
);

const queryClient = createQueryClient();

/**
 * Loads the page of `pathname` before the first render (its chunks are already being fetched, see
 * vite.config.ts), and what its first render needs so that it draws the page rather than a
 * spinner that the page then replaces (and moves): on /strategies the catalogue; on /auth the
 * session and whether Google sign-in is on (the page the build prerendered stays as it is); on
 * /results the session, the header, and the project of `?project=` with its versions. index.html
 * has already sent those requests (window.__fsaPrefetch); a failed one is left to the page.
 */
export function preloadRoute(pathname: string, search = ""): Promise<unknown> {
  if (pathname === "/") return Promise.all([HomeRoute.preload(), HeaderRoute.preload()]);
  if (pathname === "/auth")
    return Promise.all([
      AuthRoute.preload(),
      queryClient.prefetchQuery(meQuery),
      queryClient.prefetchQuery({ queryKey: ["health"], queryFn: getHealth }),
    ]);
  if (pathname === "/results") {
    const params = new URLSearchParams(search);
    const project = params.get("project");
    return Promise.all([
      ResultsRoute.preload(),
      HeaderRoute.preload(),
      queryClient.prefetchQuery(meQuery),
      ...(project
        ? [
            queryClient.prefetchQuery({ queryKey: versionsKey(project), queryFn: () => getVersions(project) }),
            ...(params.has("version")
              ? []
              : [
                  queryClient.prefetchQuery({
                    queryKey: queryKeys.project(project),
                    queryFn: () => getProject(project),
                  }),
                ]),
          ]
        : []),
    ]);
  }
  // The catalogue too, so the first render draws the cards the prerendered page already shows.
  if (pathname === "/strategies")
    return Promise.all([StrategiesRoute.preload(), queryClient.prefetchQuery(strategiesQuery)]);
  if (pathname === "/admin") return Promise.all([AdminRoute.preload(), HeaderRoute.preload()]);
  if (pathname === "/security") return SecurityRoute.preload();
  if (pathname.startsWith("/training/")) return TrainingRoute.preload();
  if (pathname === "/integrations/hubspot/link") return HubspotLinkRoute.preload();
  if (pathname === "/integrations/teams/link") return TeamsLinkRoute.preload();
  return Promise.resolve();
}

/**
 * The frame of every page inside the shell: the skip link, the header when there is one and the
 * page in `<main id="main">`. Also what web/scripts/prerender.tsx renders around /strategies.
 */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
      >
        Skip to content
      </a>
      {header}
      <main id="main">{children}</main>
    </>
  );
}

/** The header (only when signed in, spec §2) above the page. */
function Shell() {
  const { user } = useAuth();
  const header = user ? (
    <Suspense fallback={<div className="h-14 border-b border-border bg-card" />}>
      <LazyPage route={HeaderRoute} />
    </Suspense>
  ) : null;
  return (
    <PageFrame header={header}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}

/** The route set of spec §2, plus /training/<id> (catalogue issue) and the HubSpot and Teams linking pages. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<Shell />}>
              <Route path="/" element={<LazyPage route={HomeRoute} />} />
              <Route path="/auth" element={<LazyPage route={AuthRoute} />} />
              <Route path="/results" element={<LazyPage route={ResultsRoute} />} />
              <Route path="/strategies" element={<LazyPage route={StrategiesRoute} />} />
              <Route path="/training/:id/*" element={<LazyPage route={TrainingRoute} />} />
              <Route path="/admin" element={<LazyPage route={AdminRoute} />} />
              <Route path="/security" element={<LazyPage route={SecurityRoute} />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
            <Route
              path="/integrations/hubspot/link"
              element={
                <Suspense fallback={<PageLoading />}>
                  <LazyPage route={HubspotLinkRoute} />
                </Suspense>
              }
            />
            <Route
              path="/integrations/teams/link"
              element={
                <Suspense fallback={<PageLoading />}>
                  <LazyPage route={TeamsLinkRoute} />
                </Suspense>
              }
            />
          </Routes>
          <AnalysisRunWatcher />
          <Toaster />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
