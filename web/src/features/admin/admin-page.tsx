import { formatDate, type TAdminUser } from "@fsa/shared";
import { useCallback, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { toast } from "sonner";
import { api } from "../../lib/api.ts";
import { useAuth } from "../auth/auth-context.tsx";

function Row({ u, children }: { u: TAdminUser; children: React.ReactNode }) {
  return (
    <li className="card row between">
      <div>
        <strong>{u.fullName || u.email}</strong>
        <p className="small muted">{u.email}</p>
        <p className="small muted">Registered: {formatDate(u.createdAt)}</p>
        <div className="badges">
          {u.approved ? <span className="badge success">Approved</span> : null}
          {u.isAdmin ? <span className="badge primary">Admin</span> : null}
        </div>
      </div>
      <div className="row">{children}</div>
    </li>
  );
}

/** /admin (spec §2): pending approvals and approved users, admins only. */
export function AdminPage() {
  const { user, isAdmin, loading, refresh } = useAuth();
  const [users, setUsers] = useState<TAdminUser[] | null>(null);
  const load = useCallback(async () => {
    try {
      setUsers(await api.users());
    } catch {
      toast.error("Error", { description: "Failed to fetch users" });
      setUsers([]);
    }
  }, []);
  useEffect(() => {
    if (isAdmin) void load();
  }, [isAdmin, load]);
  if (loading)
    return (
      <main className="center" role="status">
        Loading...
      </main>
    );
  if (!user || !isAdmin) return <Navigate to="/" replace />;
  const act = async (fn: () => Promise<unknown>, ok: [string, string], fail: string) => {
    try {
      await fn();
      toast.success(ok[0], { description: ok[1] });
      await load();
      await refresh();
    } catch {
      toast.error("Error", { description: fail });
    }
  };
  const pending = (users ?? []).filter((u) => !u.approved && !u.isAdmin);
  const approved = (users ?? []).filter((u) => u.approved || u.isAdmin);
  return (
    <main className="page">
      <h1>Admin Panel</h1>
      {users === null ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <h2>Pending Approvals ({pending.length})</h2>
          {pending.length === 0 ? <p className="muted">No pending approvals</p> : null}
          <ul className="list">
            {pending.map((u) => (
              <Row key={u.id} u={u}>
                <button
                  type="button"
                  className="btn primary"
                  onClick={() =>
                    void act(
                      () => api.approve(u.id),
                      ["User Approved", "User has been approved and can now access the system"],
                      "Failed to approve user",
                    )
                  }
                >
                  Approve
                </button>
              </Row>
            ))}
          </ul>
          <h2>Approved Users ({approved.length})</h2>
          {approved.length === 0 ? <p className="muted">No approved users</p> : null}
          <ul className="list">
            {approved.map((u) => (
              <Row key={u.id} u={u}>
                <button
                  type="button"
                  className="btn"
                  onClick={() =>
                    void act(
                      () => api.setAdmin(u.id, !u.isAdmin),
                      u.isAdmin
                        ? ["Admin Role Removed", "User is no longer an admin"]
                        : ["Admin Role Added", "User is now an admin"],
                      "Failed to update admin role",
                    )
                  }
                >
                  {u.isAdmin ? "Remove Admin" : "Make Admin"}
                </button>
                {u.approved ? (
                  <button
                    type="button"
                    className="btn destructive"
                    onClick={() =>
                      void act(
                        () => api.revoke(u.id),
                        ["Access Revoked", "User access has been revoked"],
                        "Failed to revoke user access",
                      )
                    }
                  >
                    Revoke
                  </button>
                ) : null}
              </Row>
            ))}
          </ul>
        </>
      )}
      <footer className="footer muted small">Financial Strategy Advisor administration</footer>
    </main>
  );
}
