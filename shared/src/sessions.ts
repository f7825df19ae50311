import { z } from "zod";

/**
 * One signed-in device of the current user (`GET /api/me/sessions`, issue #14 "a password change
 * ends other sessions", per-device sign-out). The session token is never part of it.
 */
export const ZUserSession = z.object({
  id: z.string(),
  /** ISO 8601: when the device signed in. */
  createdAt: z.string(),
  /** ISO 8601: the last time better-auth extended the session. */
  updatedAt: z.string(),
  /** ISO 8601: when the session ends unless used. */
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of this request (this device). */
  current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

/** `GET /api/me/sessions`: newest first. */
export const ZListSessionsResponse = z.object({ sessions: z.array(ZUserSession) });
export type TListSessionsResponse = z.infer<typeof ZListSessionsResponse>;

/** `DELETE /api/me/sessions/{id}` and `POST /api/me/sessions/revoke-others`. */
export const ZRevokeSessionsResponse = z.object({
  /** Sessions ended by the call. */
  revoked: z.number().int().nonnegative(),
});
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponse>;
