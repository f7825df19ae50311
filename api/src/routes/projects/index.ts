import type { App } from "../../hono-env.ts";
import { registerCreateProject } from "./create.ts";
import { registerDeleteProject } from "./delete.ts";
import { registerProjectEvents } from "./events.ts";
import { registerExplanations } from "./explanations.ts";
import { registerCorrectFacts } from "./facts.ts";
import { registerGetProject } from "./get.ts";
import { registerListProjects } from "./list.ts";
import { registerRenameProject } from "./rename.ts";
import { registerRetryProject } from "./retry.ts";
import { registerListVersions } from "./versions.ts";

/** Mounts the /api/projects operations. */
export function registerProjectRoutes(app: App) {
  registerListProjects(app);
  registerCreateProject(app);
  registerGetProject(app);
  registerProjectEvents(app);
  registerRetryProject(app);
  registerRenameProject(app);
  registerDeleteProject(app);
  registerExplanations(app);
  registerCorrectFacts(app);
  registerListVersions(app);
}
