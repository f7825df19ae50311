import {
  type TAdminUser,
  type TExplanationResponse,
  type THealthResponse,
  type TMeResponse,
  type TProject,
  type TProjectSummary,
  type TStrategyCatalogueEntry,
  ZErrorBody,
} from "@fsa/shared";

/** An API error with the contract's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ZErrorBody.safeParse(body);
    const fallback = (body as { message?: string } | null)?.message;
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.error.code : "error",
      parsed.success ? parsed.data.error.message : (fallback ?? `Request failed (${res.status})`),
    );
  }
  return body as T;
}

const json = (data: unknown) => JSON.stringify(data);

/** The typed client over the API contract (ARCHITECTURE.md "API contract"). */
export const api = {
  health: () => request<THealthResponse>("/api/health"),
  me: () => request<TMeResponse>("/api/me"),
  signIn: (email: string, password: string) =>
    request<unknown>("/api/auth/sign-in/email", { method: "POST", body: json({ email, password }) }),
  signUp: (email: string, password: string, name: string) =>
    request<unknown>("/api/auth/sign-up/email", {
      method: "POST",
      body: json({ email, password, name, callbackURL: "/" }),
    }),
  signInWithGoogle: () =>
    request<{ url?: string }>("/api/auth/sign-in/social", {
      method: "POST",
      body: json({ provider: "google", callbackURL: "/" }),
    }),
  signOut: () => request<unknown>("/api/auth/sign-out", { method: "POST", body: json({}) }),
  projects: () => request<{ projects: TProjectSummary[] }>("/api/projects").then((r) => r.projects),
  project: (id: string) =>
    request<{ project: TProject }>(`/api/projects/${encodeURIComponent(id)}`).then((r) => r.project),
  createProject: (body: { notes: string; attachments: { name: string; size: number; type: string; data: string }[] }) =>
    request<{ project: TProject }>("/api/projects", { method: "POST", body: json(body) }).then((r) => r.project),
  retryProject: (id: string) =>
    request<{ project: TProject }>(`/api/projects/${id}/retry`, { method: "POST" }).then((r) => r.project),
  explain: (id: string, strategyId: string, regenerate = false) =>
    request<TExplanationResponse>(`/api/projects/${id}/explanations`, {
      method: "POST",
      body: json({ strategyId, regenerate }),
    }),
  strategies: () => request<{ strategies: TStrategyCatalogueEntry[] }>("/api/strategies").then((r) => r.strategies),
  training: (id: string) => request<TrainingContent>(`/api/strategies/${encodeURIComponent(id)}/training`),
  users: () => request<{ users: TAdminUser[] }>("/api/admin/users").then((r) => r.users),
  approve: (id: string) => request<{ user: TAdminUser }>(`/api/admin/users/${id}/approve`, { method: "POST" }),
  revoke: (id: string) => request<{ user: TAdminUser }>(`/api/admin/users/${id}/revoke`, { method: "POST" }),
  setAdmin: (id: string, admin: boolean) =>
    request<{ user: TAdminUser }>(`/api/admin/users/${id}/admin`, { method: admin ? "PUT" : "DELETE" }),
};

export interface TrainingContent {
  strategy: TStrategyCatalogueEntry;
  explanation: {
    overview: string;
    keyComponents: string[];
    steps: { title: string; description: string; timeline: string; requirements: string[] }[];
    prerequisites: string[];
    professionals: string[];
    risks: { risk: string; description: string; mitigation: string }[];
    alternatives: { strategy: string; whyNotChosen: string }[];
    reviewSchedule: string;
    exitStrategy: string;
  };
  timeline: string;
  keyBenefits: string[];
  variables: { name: string; unit: string; description: string }[];
}
