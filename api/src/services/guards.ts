import type { Actor } from "../context.ts";
import { ApiError, errors } from "../errors.ts";

/** Data routes need an approved user or an admin (spec §6); else 403 not_approved. */
export function assertCanUseData(actor: Actor): void {
  if (!actor.isApproved && !actor.isAdmin) throw errors.notApproved();
}

/** The 403 of an admin without two-factor authentication (issue #14 item 5). */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Administrators must turn on two-factor authentication first: open Account security in your account menu.";

/**
 * Admin operations (spec §6) with the spec's messages; an admin also needs TOTP turned on
 * (issue #14 item 5). @throws ApiError forbidden (403).
 */
export function assertAdmin(actor: Actor, message = "Only admins can view all users."): void {
  if (!actor.isAdmin) throw new ApiError("forbidden", message);
  if (!actor.twoFactorEnabled) throw new ApiError("forbidden", TWO_FACTOR_REQUIRED_MESSAGE);
}
