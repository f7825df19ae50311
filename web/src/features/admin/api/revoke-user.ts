import type { TAdminUser } from "@fsa/shared";
import { apiRequest } from "../../../lib/api-client.ts";

/** `POST /api/admin/users/:id/revoke`: approved false, approved_at and approved_by cleared (spec §4). */
export async function revokeUser(id: string): Promise<TAdminUser> {
  const reply = await apiRequest<{ user: TAdminUser }>(`/api/admin/users/${encodeURIComponent(id)}/revoke`, {
    method: "POST",
  });
  return reply.user;
}
