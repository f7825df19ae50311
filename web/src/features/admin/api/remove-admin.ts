import type { TAdminUser } from "@fsa/shared";
import { apiRequest } from "../../../lib/api-client.ts";

/** `DELETE /api/admin/users/:id/admin`: removes the admin role. @throws ApiError 409 for the last administrator. */
export async function removeAdmin(id: string): Promise<TAdminUser> {
  const reply = await apiRequest<{ user: TAdminUser }>(`/api/admin/users/${encodeURIComponent(id)}/admin`, {
    method: "DELETE",
  });
  return reply.user;
}
