import type { TAdminUser } from "@fsa/shared";
import { type LucideIcon, Shield, UserCheck, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TitledCard } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { PageLoading } from "../../../components/ui/spinner.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { useUsers } from "../api/get-users.ts";
import { useUserAction } from "../api/use-user-action.ts";
import { UserRow } from "./user-row.tsx";

/** An action that asks first: Revoke and Remove Admin (issue #16). */
interface Pending {
  action: "revoke" | "removeAdmin";
  user: TAdminUser;
}

/** The confirmation's words for `pending`; `isYou` when the admin acts on their own row, `lastAdmin` when no other admin is left. */
function confirmation({ action, user }: Pending, isYou: boolean, lastAdmin: boolean) {
  const who = user.fullName || user.email;
  if (action === "revoke") {
    return {
      title: isYou ? "Revoke your own access?" : `Revoke access for ${who}?`,
      description: (
        <p>
          {isYou ? "Your account" : `${user.email}`} will no longer be approved and goes back to Pending Approvals.
          {user.isAdmin ? " As an admin, the account keeps its access until the admin role is removed too." : ""}
        </p>
      ),
      confirmLabel: "Revoke access",
      confirmDisabled: false,
    };
  }
  if (lastAdmin) {
    return {
      title: isYou ? "Remove your own admin role?" : `Remove the admin role from ${who}?`,
      description: <p>There must be at least one administrator: make another user an admin first.</p>,
      confirmLabel: isYou ? "Remove my admin role" : "Remove admin role",
      confirmDisabled: true,
    };
  }
  return isYou
    ? {
        title: "Remove your own admin role?",
        description: (
          <>
            <p>You will lose the Admin Panel as soon as you confirm, and only another admin can give the role back.</p>
            <p className="font-medium text-foreground">
              {user.approved
                ? "You keep your access to the dashboard as an approved adviser."
                : "Your account has never been approved, so you will see Account Pending Approval until another admin approves it."}
            </p>
          </>
        ),
        confirmLabel: "Remove my admin role",
        confirmDisabled: false,
      }
    : {
        title: `Remove the admin role from ${who}?`,
        description: <p>{user.email} will no longer be able to approve users or manage roles.</p>,
        confirmLabel: "Remove admin role",
        confirmDisabled: false,
      };
}

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
  const { user: me } = useAuth();
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
            <UserRow key={u.id} user={u} isYou={u.id === me?.id}>
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
 * an admin has access without approval (spec §4). Revoke and Remove Admin ask first; the admin's
 * own row says "(you)", and removing one's own role says what happens next (issue #16).
 */
export function AdminPanel() {
  const users = useUsers();
  const action = useUserAction();
  const { user: me } = useAuth();
  const [asking, setAsking] = useState<Pending | null>(null);
  if (users.isPending) return <PageLoading label="Loading users..." />;
  const list = users.data ?? [];
  const pending = list.filter((u) => !u.approved && !u.isAdmin);
  const approved = list.filter((u) => u.approved || u.isAdmin);
  const busy = (id: string) => action.isPending && action.variables?.id === id;
  const adminCount = list.filter((u) => u.isAdmin).length;
  const asked = asking ? confirmation(asking, asking.user.id === me?.id, adminCount <= 1) : null;
  const confirm = () => {
    if (!asking) return;
    const self = asking.user.id === me?.id ? { approved: asking.user.approved } : undefined;
    action.mutate({ action: asking.action, id: asking.user.id, self });
    setAsking(null);
  };
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
              onClick={() =>
                u.isAdmin
                  ? setAsking({ action: "removeAdmin", user: u })
                  : action.mutate({ action: "makeAdmin", id: u.id })
              }
            >
              {u.isAdmin ? "Remove Admin" : "Make Admin"}
            </Button>
            {u.approved ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={busy(u.id)}
                onClick={() => setAsking({ action: "revoke", user: u })}
              >
                Revoke
              </Button>
            ) : null}
          </>
        )}
      </UserSection>
      {asked ? (
        <ConfirmDialog
          open
          title={asked.title}
          description={asked.description}
          confirmLabel={asked.confirmLabel}
          confirmDisabled={asked.confirmDisabled}
          destructive
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      <footer className="border-t border-border pt-4 text-center text-sm text-muted-foreground">
        Financial Strategy Advisor administration · Every approval and role change is recorded in the audit log.
      </footer>
    </div>
  );
}
