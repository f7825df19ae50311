import { formatDate, type TAdminUser } from "@fsa/shared";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge.tsx";

/**
 * One user (spec §2 "/admin"): the full name or email, the email, Registered: date, and the
 * Approved and Admin badges; the signed-in admin's own row says "(you)" (issue #16).
 */
export function UserRow({ user, isYou = false, children }: { user: TAdminUser; isYou?: boolean; children: ReactNode }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
      data-testid="user-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {user.fullName || user.email}
          {isYou ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">{user.email}</p>
        <p className="text-xs text-muted-foreground">Registered: {formatDate(user.createdAt)}</p>
        <div className="flex gap-1.5">
          {user.approved ? <Badge variant="success">Approved</Badge> : null}
          {user.isAdmin ? <Badge>Admin</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}
