import type { TAdminUser } from "@fsa/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
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

/** Runs an admin action, toasts its outcome and re-reads the users (and the admin's own flags). */
export function useUserAction() {
  const queryClient = useQueryClient();
  const { isAdmin } = useAuth();
  return useMutation({
    mutationFn: async ({ action, id }: { action: UserAction; id: string }) => {
      if (!isAdmin) throw new Error(USER_ACTIONS[action].refusal);
      return USER_ACTIONS[action].run(id);
    },
    onSuccess: (_user, { action }) => {
      const [title, description] = USER_ACTIONS[action].success;
      toast.success(title, { description });
    },
    onError: (error, { action }) => {
      console.error(`Error running ${action}:`, error);
      toast.error("Error", { description: USER_ACTIONS[action].failure });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
