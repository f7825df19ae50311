import type { TAdminUser } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";

export const usersKey = ["admin", "users"] as const;

/** `GET /api/admin/users`: every profile with its approval and admin role, newest first. */
export async function getUsers(): Promise<TAdminUser[]> {
  const reply = await apiRequest<{ users: TAdminUser[] }>("/api/admin/users");
  return reply.users;
}

/** The admin panel's users; a failure shows the toast Error / Failed to fetch users (spec §8). */
export function useUsers() {
  const { isAdmin } = useAuth();
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => {
      try {
        // Spec §6: "list all users: Only admins can view all users." (the pending list is derived from it).
        if (!isAdmin) throw new Error("Only admins can view all users.");
        return await getUsers();
      } catch (error) {
        console.error("Error fetching users:", error);
        toast.error("Error", { description: "Failed to fetch users" });
        return [];
      }
    },
  });
}
