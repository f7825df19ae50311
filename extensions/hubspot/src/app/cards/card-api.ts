import { API_BASE } from "./api-base.ts";

/** The summary the API returns for the card (shared contract ZAnalysisSummary). */
export interface CardSummary {
  projectId: string;
  name: string;
  status: string;
  stage: string;
  error: string | null;
  netWorth: number;
  riskTolerance: string;
  topStrategies: { strategyId: string; strategy: string; category: string; netBenefit: number }[];
  totalProjectedTaxSavings: string;
  resultsUrl: string;
}

export type CardSession = { state: "not_linked" | "pending" | "ready"; linkUrl: string | null; email: string | null };

/** `hubspot.fetch`'s shape: JSON body object, no custom headers (HubSpot adds the signature). */
export type HubSpotFetch = (
  url: string,
  options?: { method?: string; body?: Record<string, unknown>; timeout?: number },
) => Promise<Response>;

/** An API error with the server's message (shown in HubSpot's Alert). */
export class CardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function read<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok)
    throw new CardApiError(
      res.status,
      body?.error?.code ?? "error",
      body?.error?.message ?? `Request failed (${res.status})`,
    );
  return body as T;
}

/** The card's client for /api/integrations/hubspot/* through hubspot.fetch. */
export function cardApi(fetcher: HubSpotFetch) {
  const url = (path: string) => `${API_BASE}/api/integrations/hubspot${path}`;
  return {
    session: () => fetcher(url("/session"), { method: "POST", body: {} }).then((r) => read<CardSession>(r)),
    analyze: (notes: string, contactId: string) =>
      fetcher(url("/analyses"), { method: "POST", body: { notes, contactId }, timeout: 30_000 }).then((r) =>
        read<CardSummary>(r),
      ),
    status: (id: string) => fetcher(url(`/analyses/${id}`), { method: "GET" }).then((r) => read<CardSummary>(r)),
    saveNote: (id: string) =>
      fetcher(url(`/analyses/${id}/note`), { method: "POST", body: {} }).then((r) => read<{ noteId: string }>(r)),
  };
}
export type CardApi = ReturnType<typeof cardApi>;
