import type { RouteRegistrar } from "../app.ts";
import { registerHubspotRoutes } from "./hubspot/routes.ts";
import { registerTeamsRoutes } from "./teams/routes.ts";

/**
 * Route groups of the extensions (HubSpot card, Teams tab), mounted by createApp after the core
 * routes so they share the error handler, request ids and the OpenAPI document.
 */
export const INTEGRATION_ROUTES: RouteRegistrar[] = [registerTeamsRoutes, registerHubspotRoutes];
