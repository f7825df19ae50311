import type { Actor } from "../context.ts";
import { ApiError, errors } from "../errors.ts";

/** Data routes need an approved user or an admin (spec §6); else 403 not_approved. */
export function assertCanUseData(actor: Actor): void {
  if (!actor.isApproved && !actor.isAdmin) throw errors.notApproved();
}

/** Admin operations (spec §6) with the spec's messages. */
export function assertAdmin(actor: Actor, message = "Only admins can view all users."): void {
  if (!actor.isAdmin) throw new ApiError("forbidden", message);
}
