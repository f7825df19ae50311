import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoading } from "../components/ui/spinner.tsx";
import { PendingApproval } from "../features/auth/components/pending-approval.tsx";
import { TwoFactorSetup } from "../features/auth/components/two-factor-setup.tsx";
import { useAuth } from "../lib/auth/auth-context.ts";

/**
 * The home guard (spec §2): Loading... while the session is unknown, /auth without a user, the
 * Account Pending Approval card for a user neither approved nor admin, else the page.
 */
export function RequireApproved({ children }: { children: ReactNode }) {
  const { user, loading, isApproved, isAdmin } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!isApproved && !isAdmin) return <PendingApproval />;
  return children;
}

/**
 * /admin: signed-in admins only; everyone else is sent to / (spec §2). An admin without TOTP gets
 * the two-factor set-up first (issue #14 item 5: the admin routes refuse them until then).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, twoFactorEnabled } = useAuth();
  if (loading) return <PageLoading />;
  if (!user || !isAdmin) return <Navigate to="/" replace />;
  if (!twoFactorEnabled) return <TwoFactorSetup required />;
  return children;
}
