import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { afterNextPaint } from "../after-first-paint.ts";
import { ApiError, errorMessage } from "../api-client.ts";
import { queryKeys, refetchOnMountUnlessJustRead } from "../query-client.ts";
import { getMe } from "./api/get-me.ts";
import { getSession } from "./api/get-session.ts";
import { signInEmail } from "./api/sign-in-email.ts";
import { signInWithGoogle } from "./api/sign-in-social.ts";
import { signOutRequest } from "./api/sign-out.ts";
import { signUpEmail } from "./api/sign-up-email.ts";
import { verifyTotp } from "./api/two-factor.ts";
import { AuthContext, type AuthContextValue, type AuthUser } from "./auth-context.ts";
import {
  AUTO_REFRESH_TICK_MS,
  FIRST_SESSION_READ_DELAY_MS,
  refreshWithBackoff,
  sessionStorageKey,
  shouldRefresh,
} from "./session-refresh.ts";

interface AuthState {
  user: AuthUser;
  isApproved: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Reads the user and both flags (spec §4 "On sign-in the approved flag and the admin flag are
 * fetched"). A failed flag lookup is logged and both flags are false (spec §8), the user still
 * known from the session.
 */
async function loadAuthState(): Promise<AuthState | null> {
  try {
    const me = await getMe();
    return me
      ? {
          user: me.user,
          isApproved: me.isApproved,
          isAdmin: me.isAdmin,
          twoFactorEnabled: me.twoFactorEnabled ?? false,
        }
      : null;
  } catch (error) {
    console.error("Error fetching user status:", error);
    const session = await getSession().catch(() => null);
    return session ? { user: session.user, isApproved: false, isAdmin: false, twoFactorEnabled: false } : null;
  }
}

/**
 * Runs an auth call and gives its outcome as an error value, never a throw (spec §8 "Auth-layer
 * errors ... are returned to the caller as an error value"). A text `run` returns is an error too.
 */
async function authResult(run: () => Promise<unknown>, fallback: string): Promise<{ error: string | null }> {
  try {
    const outcome = await run();
    return { error: typeof outcome === "string" ? outcome : null };
  } catch (e) {
    return { error: errorMessage(e, fallback) };
  }
}

/** The user and flags, as main.tsx may read them before the first render (preloadRoute) and AuthProvider keeps them. */
export const meQuery = queryOptions({ queryKey: queryKeys.me, queryFn: loadAuthState, retry: false });

const storageKey = () => sessionStorageKey(window.location.host);

/**
 * Holds the session (a better-auth cookie), the user and the approval and admin flags. Every 30 s
 * it re-reads the flags (an approval opens the app without a reload) and renews a session that
 * expires within 90 s, retrying with back-off (spec §9 "Auth").
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    ...meQuery,
    refetchInterval: AUTO_REFRESH_TICK_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessJustRead,
  });
  const [session, setSession] = useState<{ expiresAt: string } | null>(null);
  const state = me.data ?? null;
  const userId = state?.user.id ?? null;

  useEffect(() => {
    if (!userId) {
      setSession(null);
      return;
    }
    let stopped = false;
    let expiresAtMs = Number.POSITIVE_INFINITY;
    const readSession = async () => {
      const reply = await refreshWithBackoff(getSession);
      if (stopped) return;
      expiresAtMs = reply ? Date.parse(reply.session.expiresAt) : Number.POSITIVE_INFINITY;
      setSession(reply ? { expiresAt: reply.session.expiresAt } : null);
    };
    const logFailure = (e: unknown) => console.error("Error refreshing session:", e);
    // Not as the page appears: the first screen does not need it (FIRST_SESSION_READ_DELAY_MS).
    let firstRead: ReturnType<typeof setTimeout> | undefined;
    const cancelPaint = afterNextPaint(() => {
      firstRead = setTimeout(() => readSession().catch(logFailure), FIRST_SESSION_READ_DELAY_MS);
    });
    const tick = setInterval(() => {
      if (shouldRefresh(expiresAtMs, Date.now())) readSession().catch(logFailure);
    }, AUTO_REFRESH_TICK_MS);
    return () => {
      stopped = true;
      cancelPaint();
      clearTimeout(firstRead);
      clearInterval(tick);
    };
  }, [userId]);

  // A non-secret marker so other tabs notice a sign-in or sign-out.
  useEffect(() => {
    if (me.isPending) return;
    try {
      if (userId) localStorage.setItem(storageKey(), JSON.stringify({ userId, expiresAt: session?.expiresAt ?? null }));
      else localStorage.removeItem(storageKey());
    } catch {
      // Storage may be unavailable (private mode); the cookie session still works.
    }
  }, [me.isPending, userId, session?.expiresAt]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey()) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: loadAuthState, staleTime: 0 });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state?.user ?? null,
      session,
      loading: me.isPending,
      isApproved: state?.isApproved ?? false,
      isAdmin: state?.isAdmin ?? false,
      twoFactorEnabled: state?.twoFactorEnabled ?? false,
      refresh,
      signUp: async (email, password, name) => {
        const r = await authResult(() => signUpEmail(email, password, name), "Sign-up failed");
        // No session until the address is confirmed (issue #14 item 4).
        return r.error
          ? r
          : {
              error: null,
              notice: `Check your e-mail: we sent a link to ${email}. Open it to confirm your address and sign in.`,
            };
      },
      signIn: async (email, password) => {
        let twoFactor = false;
        const r = await authResult(async () => {
          try {
            twoFactor = (await signInEmail(email, password)).twoFactorRedirect === true;
          } catch (e) {
            if (e instanceof ApiError && e.code === "EMAIL_NOT_VERIFIED")
              return `Confirm your e-mail address first: we sent a new link to ${email}.`;
            throw e;
          }
          if (!twoFactor) await refresh();
        }, "Sign-in failed");
        return twoFactor && !r.error ? { error: null, twoFactor: true } : r;
      },
      verifyTotp: (code) =>
        authResult(async () => {
          await verifyTotp(code);
          await refresh();
        }, "Verification failed"),
      signInWithGoogle: () =>
        authResult(async () => {
          const url = await signInWithGoogle();
          if (!url) return "Google sign-in is not available";
          window.location.assign(url);
        }, "Google sign-in failed"),
      signOut: () =>
        authResult(async () => {
          await signOutRequest();
          // Spec §4: on sign-out both flags are reset; nothing of the previous user stays cached.
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
          queryClient.setQueryData(queryKeys.me, null);
          setSession(null);
        }, "Sign-out failed"),
    }),
    [state, session, me.isPending, refresh, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
