import type { hubspot } from "@hubspot/ui-extensions";
import { API_BASE } from "./api-base.ts";

/**
 * The summary the API returns for the card: the shared contract's `ZAnalysisSummary`
 * (shared/src/integration.ts). Restated here because the HubSpot CLI builds this folder on its
 * own, from its package.json, where the monorepo's @fsa/shared does not exist.
 */
export interface CardSummary {
  projectId: string;
  name: string;
  status: "pending" | "processing" | "completed" | "failed";
  stage: string;
  error: string | null;
  /** USD, 0 when the notes do not state it. */
  netWorth: number;
  riskTolerance: string;
  topStrategies: { strategyId: string; strategy: string; category: string; netBenefit: number }[];
  /** Already formatted per spec §5, e.g. "$1,234,567+" or "To be calculated". */
  totalProjectedTaxSavings: string;
  resultsUrl: string;
}

/** Who the HubSpot user is on the API's side. */
export type CardSession = { state: "not_linked" | "pending" | "ready"; linkUrl: string | null; email: string | null };

/** `hubspot.fetch`: JSON object body, no custom headers; HubSpot signs the request and appends who called. */
export type HubSpotFetch = typeof hubspot.fetch;

/** An error response of the API, carrying its message (shown in HubSpot's Alert). */
export class CardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CardApiError";
  }
}

async function read<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!res.ok) {
    throw new CardApiError(
      res.status,
      body?.error?.code ?? "error",
      body?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  return body as T;
}

/**
 * The card's client for `/api/integrations/hubspot/*`. Timeouts stay within hubspot.fetch's
 * limits (default 15 s, at most 120 s); the analysis itself runs as a job that the card polls.
 */
export function cardApi(fetcher: HubSpotFetch, base = API_BASE) {
  const url = (path: string) => `${base}/api/integrations/hubspot${path}`;
  return {
    session: () => fetcher(url("/session"), { method: "POST", body: {} }).then((r) => read<CardSession>(r)),
    analyze: (notes: string, contactId: string) =>
      fetcher(url("/analyses"), { method: "POST", body: { notes, contactId }, timeout: 30_000 }).then((r) =>
        read<CardSummary>(r),
      ),
    status: (id: string) =>
      fetcher(url(`/analyses/${encodeURIComponent(id)}`), { method: "GET" }).then((r) => read<CardSummary>(r)),
    saveNote: (id: string) =>
      fetcher(url(`/analyses/${encodeURIComponent(id)}/note`), { method: "POST", body: {}, timeout: 30_000 }).then(
        (r) => read<{ noteId: string }>(r),
      ),
  };
}
export type CardApi = ReturnType<typeof cardApi>;
