import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, api } from "../../lib/api.ts";

interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** What the auth context exposes (spec §3 "Auth context exposes"). */
export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  isApproved: boolean;
  isAdmin: boolean;
  googleEnabled: boolean;
  signUp(email: string, password: string, name: string): Promise<{ error: string | null }>;
  signIn(email: string, password: string): Promise<{ error: string | null }>;
  signInWithGoogle(): Promise<{ error: string | null }>;
  signOut(): Promise<{ error: string | null }>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Holds the session (a better-auth cookie) and the approval and admin flags (spec §4 "Auth states"). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [isApproved, setApproved] = useState(false);
  const [isAdmin, setAdmin] = useState(false);
  const [googleEnabled, setGoogle] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const me = await api.me();
      setUser(me.user);
      setApproved(me.isApproved);
      setAdmin(me.isAdmin);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) console.error("Error fetching user status", e);
      setUser(null);
      setApproved(false);
      setAdmin(false);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
    api
      .health()
      .then((h) => setGoogle(h.auth.google))
      .catch(() => setGoogle(false));
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isApproved,
      isAdmin,
      googleEnabled,
      refresh,
      async signUp(email, password, name) {
        try {
          await api.signUp(email, password, name);
          await refresh();
          return { error: null };
        } catch (e) {
          return { error: message(e) };
        }
      },
      async signIn(email, password) {
        try {
          await api.signIn(email, password);
          await refresh();
          return { error: null };
        } catch (e) {
          return { error: message(e) };
        }
      },
      async signInWithGoogle() {
        try {
          const r = await api.signInWithGoogle();
          if (r.url) window.location.href = r.url;
          return { error: null };
        } catch (e) {
          return { error: message(e) };
        }
      },
      async signOut() {
        try {
          await api.signOut();
          setUser(null);
          setApproved(false);
          setAdmin(false);
          return { error: null };
        } catch (e) {
          return { error: message(e) };
        }
      },
    }),
    [user, loading, isApproved, isAdmin, googleEnabled, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** @throws Error outside the provider (spec §8). */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}
