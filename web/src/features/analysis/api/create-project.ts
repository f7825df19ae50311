import type { TCreateProjectRequest, TProject } from "@fsa/shared";
import { apiRequest } from "../../../lib/api-client.ts";

/** `POST /api/projects`: saves the project as pending and queues its analysis; answers 202 at once. */
export async function createProject(body: TCreateProjectRequest): Promise<TProject> {
  const reply = await apiRequest<{ project: TProject }>("/api/projects", { method: "POST", body });
  return reply.project;
}
