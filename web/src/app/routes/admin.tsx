import { AdminPanel } from "../../features/admin/components/admin-panel.tsx";
import { RequireAdmin } from "../guards.tsx";

export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}
