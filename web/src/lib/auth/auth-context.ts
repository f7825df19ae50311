import { createContext, useContext } from "react";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The outcome of an auth action: an error value, never a throw (spec §8 "Auth-layer errors"), and
 * on success what to tell the user when there is something (e.g. "check your e-mail").
 */
export interface AuthResult {
  error: string | null;
  notice?: string;
  /** The password was right; the authenticator code is still needed (verifyTotp). */
  twoFactor?: boolean;
}

/** What the auth context exposes (spec §3 "Auth context exposes"). */
export interface AuthContextValue {
  user: AuthUser | null;
  /** The session as far as the browser may know it: the token is an httpOnly cookie. */
  session: { expiresAt: string } | null;
  loading: boolean;
  isApproved: boolean;
  isAdmin: boolean;
  /** TOTP two-factor is on (admins need it for the Admin Panel). */
  twoFactorEnabled: boolean;
  signUp(email: string, password: string, name: string): Promise<AuthResult>;
  signIn(email: string, password: string): Promise<AuthResult>;
  signInWithGoogle(): Promise<AuthResult>;
  /** Sends the authenticator code: finishes a sign-in that asked for it, or TOTP set-up. */
  verifyTotp(code: string): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  /** Re-reads the user and the approval and admin flags. */
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state. @throws Error "useAuth must be used within an AuthProvider" outside the provider (spec §8). */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}
