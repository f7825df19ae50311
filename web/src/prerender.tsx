import type { TStrategyCatalogueEntry } from "@fsa/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PageFrame } from "./app/app.tsx";
import { AuthPage } from "./features/auth/components/auth-page.tsx";
import { strategiesQuery } from "./features/strategies/api/get-strategies.ts";
import { StrategiesPage } from "./features/strategies/components/strategies-page.tsx";
import { AuthContext, type AuthContextValue } from "./lib/auth/auth-context.ts";

const signedOut = async () => ({ error: "Not available while the page loads" });
/** The auth state of a visitor before the session is read: no user (the page offers Sign in). */
const VISITOR: AuthContextValue = {
  user: null,
  session: null,
  loading: true,
  isApproved: false,
  isAdmin: false,
  twoFactorEnabled: false,
  signUp: signedOut,
  signIn: signedOut,
  signInWithGoogle: signedOut,
  verifyTotp: signedOut,
  signOut: signedOut,
  refresh: async () => {},
};

/**
 * The markup of /strategies as a signed-out visitor first sees it: the page frame, the heading,
 * search, category buttons, counter and the first slice of cards, rendered by the page's own
 * components from the catalogue (the entries `GET /api/strategies` serves). The build writes it
 * into `dist/strategies.html` (web/scripts/prerender.tsx) so the catalogue is on screen before any
 * script runs; the client's first render, which has the same data, draws the same page over it.
 *
 * @param entries the catalogue entries, in the API's order
 * @returns HTML for the inside of `#root`
 */
export function renderStrategiesPage(entries: TStrategyCatalogueEntry[]): string {
  const client = new QueryClient();
  client.setQueryData(strategiesQuery.queryKey, entries);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={VISITOR}>
        <MemoryRouter initialEntries={["/strategies"]}>
          <PageFrame header={null}>
            <StrategiesPage />
          </PageFrame>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * The markup of /auth as a signed-out visitor first sees it: the title, the Welcome card and the
 * e-mail sign-in form, as when Google sign-in is not configured (the default). The build writes
 * it into `dist/auth.html` (web/scripts/prerender.tsx), so the page's largest text is painted
 * before any script runs; the client's first render, which waits for the session and /api/health
 * (preloadRoute), draws the same page over it. index.html's shell script shows it only once
 * /api/health says Google sign-in is off; otherwise, and for a reset link (`?token=`), a second
 * factor or an error in the address (other forms), it shows the Loading... state instead.
 *
 * @returns HTML for the inside of `#root`
 */
export function renderAuthPage(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={{ ...VISITOR, loading: false }}>
        <MemoryRouter initialEntries={["/auth"]}>
          <PageFrame header={null}>
            <AuthPage />
          </PageFrame>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
