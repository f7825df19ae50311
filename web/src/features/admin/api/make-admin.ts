import type { TAdminUser } from "@fsa/shared";
import { apiRequest } from "../../../lib/api-client.ts";

/** `PUT /api/admin/users/:id/admin`: adds the admin role if the user has none (spec §4). */
export async function makeAdmin(id: string): Promise<TAdminUser> {
  const reply = await apiRequest<{ user: TAdminUser }>(`/api/admin/users/${encodeURIComponent(id)}/admin`, {
    method: "PUT",
  });
  return reply.user;
}
