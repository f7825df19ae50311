import type { TAdminUser } from "@fsa/shared";
import { apiRequest } from "../../../lib/api-client.ts";

/** `POST /api/admin/users/:id/approve`: approved true, approved_at now, approved_by the admin (spec §4). */
export async function approveUser(id: string): Promise<TAdminUser> {
  const reply = await apiRequest<{ user: TAdminUser }>(`/api/admin/users/${encodeURIComponent(id)}/approve`, {
    method: "POST",
  });
  return reply.user;
}
