import { z } from "zod";

/** A row of the admin panel (spec §2 /admin, §7 "Admin panel"). */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZListUsersResponse = z.object({ users: z.array(ZAdminUser) });
export const ZAdminUserResponse = z.object({ user: ZAdminUser });

/** `GET /api/me`. */
export const ZMeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  isApproved: z.boolean(),
  isAdmin: z.boolean(),
  /** TOTP two-factor is on; admins need it for the Admin Panel (issue #14 item 5). */
  twoFactorEnabled: z.boolean().optional(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** `GET /api/health`. */
export const ZHealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  llm: z.object({ provider: z.enum(["openai", "none"]), model: z.string().optional() }),
  auth: z.object({ google: z.boolean(), emailPassword: z.boolean() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
