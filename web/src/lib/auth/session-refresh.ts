/**
 * Session keep-alive constants (spec §9 "Auth"): a tick every 30 s; the session is refreshed when
 * 3 ticks (90 s) or fewer remain; a failed refresh retries with back-off from 200 ms, doubling.
 */
export const AUTO_REFRESH_TICK_MS = 30_000;
/**
 * The first read of the session's expiry waits this long after the page has been painted: it only
 * matters within 90 s of the expiry, and a request sent as the page appears competes with what the
 * page itself needs (issue #16: the results page on a phone).
 */
export const FIRST_SESSION_READ_DELAY_MS = 2_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_MAX_ATTEMPTS = 5;

/** True when the session expires within the threshold (3 ticks = 90 s) of `nowMs`. */
export function shouldRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= AUTO_REFRESH_TICK_MS * AUTO_REFRESH_TICK_THRESHOLD;
}

/** The wait before retry `attempt` (1-based): 200, 400, 800, … ms. */
export function retryDelayMs(attempt: number): number {
  return REFRESH_RETRY_BASE_MS * 2 ** (attempt - 1);
}

/**
 * Runs `refresh` until it succeeds or `REFRESH_MAX_ATTEMPTS` attempts fail, waiting
 * `retryDelayMs` between attempts. @throws the last error.
 */
export async function refreshWithBackoff<T>(
  refresh: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= REFRESH_MAX_ATTEMPTS; attempt++) {
    try {
      return await refresh();
    } catch (error) {
      lastError = error;
      if (attempt < REFRESH_MAX_ATTEMPTS) await sleep(retryDelayMs(attempt));
    }
  }
  throw lastError;
}

/**
 * The localStorage key of the session marker, derived from the backend host (spec §9 "The storage
 * key derives from the backend host"). The marker holds no secret — the session itself is an
 * httpOnly cookie — and lets other tabs notice a sign-in or sign-out.
 */
export function sessionStorageKey(host: string): string {
  return `fsa-auth-${host}`;
}
