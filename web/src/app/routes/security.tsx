import { Navigate } from "react-router";
import { PageLoading } from "../../components/ui/spinner.tsx";
import { DeviceSessions } from "../../features/auth/components/device-sessions.tsx";
import { TwoFactorSetup } from "../../features/auth/components/two-factor-setup.tsx";
import { useAuth } from "../../lib/auth/auth-context.ts";

/** /security: the signed-in user's two-factor set-up (issue #14 item 5) and signed-in devices; signed out → /auth. */
export function SecurityRoute() {
  const { user, loading, isAdmin } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <>
      <TwoFactorSetup required={isAdmin} />
      <DeviceSessions />
    </>
  );
}
