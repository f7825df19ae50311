import type { TAdminUser } from "@fsa/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { queryKeys } from "../../../lib/query-client.ts";
import { approveUser } from "./approve-user.ts";
import { usersKey } from "./get-users.ts";
import { makeAdmin } from "./make-admin.ts";
import { removeAdmin } from "./remove-admin.ts";
import { revokeUser } from "./revoke-user.ts";

/**
 * Spec §6 "Admin-only operations enforced in the client, with these messages". The server
 * enforces the same rules (403); the client refuses first so a non-admin never sends the call.
 */
export const ADMIN_ONLY_MESSAGES = {
  approve: "Only admins can approve users.",
  makeAdmin: "Only admins can assign admin roles.",
  listPending: "Only admins can view pending users.",
  listAll: "Only admins can view all users.",
} as const;

/** Each admin action with its client-side refusal and its success and failure toasts (spec §6, §8). */
export const USER_ACTIONS = {
  approve: {
    refusal: ADMIN_ONLY_MESSAGES.approve,
    run: approveUser,
    success: ["User Approved", "User has been approved and can now access the system"],
    failure: "Failed to approve user",
  },
  revoke: {
    refusal: ADMIN_ONLY_MESSAGES.approve,
    run: revokeUser,
    success: ["Access Revoked", "User access has been revoked"],
    failure: "Failed to revoke user access",
  },
  makeAdmin: {
    refusal: ADMIN_ONLY_MESSAGES.makeAdmin,
    run: makeAdmin,
    success: ["Admin Role Added", "User is now an admin"],
    failure: "Failed to update admin role",
  },
  removeAdmin: {
    refusal: ADMIN_ONLY_MESSAGES.makeAdmin,
    run: removeAdmin,
    success: ["Admin Role Removed", "User is no longer an admin"],
    failure: "Failed to update admin role",
  },
} as const satisfies Record<
  string,
  { refusal: string; run: (id: string) => Promise<TAdminUser>; success: readonly [string, string]; failure: string }
>;

export type UserAction = keyof typeof USER_ACTIONS;

/**
 * What an admin reads after removing their own admin role (issue #16): where they now stand, as
 * the Admin Panel closes. An admin never approved waits for approval like any new adviser.
 */
export function ownRoleRemovedMessage(approved: boolean): string {
  return approved
    ? "You are no longer an admin. The Admin Panel is closed to you; you keep your access as an approved adviser."
    : "You are no longer an admin. Your account was never approved, so it now waits for another administrator's approval.";
}

export interface UserActionInput {
  action: UserAction;
  id: string;
  /** Set when the admin acts on their own row: whether their account is approved. */
  self?: { approved: boolean };
}

/** Runs an admin action, toasts its outcome and re-reads the users (and the admin's own flags). */
export function useUserAction() {
  const queryClient = useQueryClient();
  const { isAdmin } = useAuth();
  return useMutation({
    mutationFn: async ({ action, id }: UserActionInput) => {
      if (!isAdmin) throw new Error(USER_ACTIONS[action].refusal);
      return USER_ACTIONS[action].run(id);
    },
    onSuccess: (_user, { action, self }) => {
      const [title, description] = USER_ACTIONS[action].success;
      toast.success(title, {
        description: action === "removeAdmin" && self ? ownRoleRemovedMessage(self.approved) : description,
      });
    },
    onError: (error, { action }) => {
      console.error(`Error running ${action}:`, error);
      // A refusal the server explains (the last administrator) is said after the spec's message.
      const reason = error instanceof ApiError && error.code === "conflict" && error.message ? ` ${error.message}` : "";
      toast.error("Error", { description: `${USER_ACTIONS[action].failure}${reason}` });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
