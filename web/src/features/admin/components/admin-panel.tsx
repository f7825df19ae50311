import type { TAdminUser } from "@fsa/shared";
import { type LucideIcon, Shield, UserCheck, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TitledCard } from "../../../components/ui/card.tsx";
import { PageLoading } from "../../../components/ui/spinner.tsx";
import { useUsers } from "../api/get-users.ts";
import { useUserAction } from "../api/use-user-action.ts";
import { UserRow } from "./user-row.tsx";

/** One list of the panel, "Title (n)", with each row's actions or the empty text (spec §2, §8 placeholders). */
function UserSection({
  icon: Icon,
  title,
  users,
  empty,
  children,
}: {
  icon: LucideIcon;
  title: string;
  users: TAdminUser[];
  empty: string;
  children: (user: TAdminUser) => ReactNode;
}) {
  return (
    <TitledCard
      title={
        <span className="flex items-center gap-2">
          <Icon className="h-5 w-5" aria-hidden="true" />
          {title} ({users.length})
        </span>
      }
    >
      {users.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-3" aria-label={title}>
          {users.map((u) => (
            <UserRow key={u.id} user={u}>
              {children(u)}
            </UserRow>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

/**
 * The admin panel (spec §2 "/admin"): Pending Approvals (n) with Approve, Approved Users (n) with
 * Make Admin / Remove Admin and Revoke, and a footer. Admins are listed with the approved users:
 * an admin has access without approval (spec §4).
 */
export function AdminPanel() {
  const users = useUsers();
  const action = useUserAction();
  if (users.isPending) return <PageLoading label="Loading users..." />;
  const list = users.data ?? [];
  const pending = list.filter((u) => !u.approved && !u.isAdmin);
  const approved = list.filter((u) => u.approved || u.isAdmin);
  const busy = (id: string) => action.isPending && action.variables?.id === id;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <Shield className="h-7 w-7 text-primary" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold">Admin Panel</h1>
          <p className="text-muted-foreground">Approve advisers and manage administrator roles.</p>
        </div>
      </div>
      <UserSection icon={UserCheck} title="Pending Approvals" users={pending} empty="No pending approvals">
        {(u) => (
          <Button size="sm" disabled={busy(u.id)} onClick={() => action.mutate({ action: "approve", id: u.id })}>
            Approve
          </Button>
        )}
      </UserSection>
      <UserSection icon={Users} title="Approved Users" users={approved} empty="No approved users">
        {(u) => (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={busy(u.id)}
              onClick={() => action.mutate({ action: u.isAdmin ? "removeAdmin" : "makeAdmin", id: u.id })}
            >
              {u.isAdmin ? "Remove Admin" : "Make Admin"}
            </Button>
            {u.approved ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={busy(u.id)}
                onClick={() => action.mutate({ action: "revoke", id: u.id })}
              >
                Revoke
              </Button>
            ) : null}
          </>
        )}
      </UserSection>
      <footer className="border-t border-border pt-4 text-center text-sm text-muted-foreground">
        Financial Strategy Advisor administration · Every approval and role change is recorded in the audit log.
      </footer>
    </div>
  );
}
