import { type TAnalysisSummary, type TMeResponse, ZAnalysisSummary, ZErrorBody, ZMeResponse } from "@fsa/shared";
import { z } from "zod";

/** Error from the API with its code (e.g. not_approved) and message. */
export class TabApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Who the Teams user is for our API (`POST /api/integrations/teams/session`): not linked to an
 * adviser account yet (with the web app's one-time linking URL), linked but pending approval, or ready.
 */
export const ZTeamsSession = z.object({
  state: z.enum(["not_linked", "pending", "ready"]),
  linkUrl: z.string().nullable(),
  email: z.string().nullable(),
});
export type TTeamsSession = z.infer<typeof ZTeamsSession>;

/**
 * The Teams tab's client for /api/integrations/teams/*, authenticated by the SSO token:
 * `getToken` is called for every request (Teams' `getAuthToken`, cached and renewed by the SDK),
 * never a token kept from an earlier call.
 */
export function teamsApi(getToken: () => Promise<string>, base = "") {
  async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
    const token = await getToken();
    const res = await fetch(`${base}/api/integrations/teams${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { "content-type": "application/json" } : {}) },
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = ZErrorBody.safeParse(body);
      throw new TabApiError(
        res.status,
        parsed.success ? parsed.data.error.code : "internal",
        parsed.success ? parsed.data.error.message : `Request failed (${res.status})`,
      );
    }
    return schema.parse(body);
  }
  return {
    session: (): Promise<TTeamsSession> => call("/session", ZTeamsSession, { method: "POST" }),
    me: (): Promise<TMeResponse> => call("/me", ZMeResponse),
    projects: (): Promise<TAnalysisSummary[]> =>
      call("/projects", z.object({ projects: z.array(ZAnalysisSummary) })).then((r) => r.projects),
    analyze: (notes: string): Promise<TAnalysisSummary> =>
      call("/projects", ZAnalysisSummary, { method: "POST", body: JSON.stringify({ notes }) }),
    project: (id: string): Promise<TAnalysisSummary> => call(`/projects/${encodeURIComponent(id)}`, ZAnalysisSummary),
  };
}
export type TeamsApi = ReturnType<typeof teamsApi>;
