import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { AuthContext, type AuthContextValue } from "../lib/auth/auth-context.ts";

/** An auth context for component tests: an approved adviser unless overridden. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const ok = async () => ({ error: null });
  return {
    user: { id: "u1", email: "adviser@firm.example", name: "Casey Adviser" },
    session: null,
    loading: false,
    isApproved: true,
    isAdmin: false,
    twoFactorEnabled: false,
    signUp: ok,
    signIn: ok,
    signInWithGoogle: ok,
    verifyTotp: ok,
    signOut: ok,
    refresh: async () => {},
    ...overrides,
  };
}

/** Renders inside a fresh query client, a memory router at `path` (with history `state`) and the auth context. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", auth = fakeAuth(), state }: { path?: string; auth?: AuthContextValue; state?: unknown } = {},
) {
  const url = new URL(path, "http://localhost");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
