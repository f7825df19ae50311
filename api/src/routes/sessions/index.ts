import type { App } from "../../hono-env.ts";
import { registerListSessions } from "./list.ts";
import { registerRevokeSession } from "./revoke.ts";
import { registerRevokeOtherSessions } from "./revoke-others.ts";

/** Mounts /api/me/sessions: the signed-in user's devices and per-device sign-out (issue #14). */
export function registerSessionRoutes(app: App) {
  registerListSessions(app);
  registerRevokeOtherSessions(app);
  registerRevokeSession(app);
}
