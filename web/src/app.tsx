import { useEffect } from "react";
import { BrowserRouter, Link, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { Header } from "./components/header.tsx";
import { AdminPage } from "./features/admin/admin-page.tsx";
import { AuthProvider } from "./features/auth/auth-context.tsx";
import { AuthPage } from "./features/auth/auth-page.tsx";
import { HomePage } from "./features/dashboard/home-page.tsx";
import { HubspotLinkPage } from "./features/hubspot-link/hubspot-link-page.tsx";
import { ResultsPage } from "./features/results/results-page.tsx";
import { StrategiesPage } from "./features/strategies/strategies-page.tsx";
import { TrainingPage } from "./features/training/training-page.tsx";

function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="center">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </main>
  );
}

/** The route set of spec §2. */
export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <Header />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/results" element={<ResultsPage />} />
          <Route path="/strategies" element={<StrategiesPage />} />
          <Route path="/training/:id/*" element={<TrainingPage />} />
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/integrations/hubspot/link" element={<HubspotLinkPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
        <Toaster visibleToasts={3} duration={4500} richColors closeButton />
      </BrowserRouter>
    </AuthProvider>
  );
}
