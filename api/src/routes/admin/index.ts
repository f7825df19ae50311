import type { App } from "../../hono-env.ts";
import { registerListUsers } from "./list.ts";
import { registerUserTransitions } from "./transitions.ts";

/** Mounts the /api/admin operations (admins only, checked in the services). */
export function registerAdminRoutes(app: App) {
  registerListUsers(app);
  registerUserTransitions(app);
}
