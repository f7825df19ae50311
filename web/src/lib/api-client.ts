import { readableErrorMessage, type TErrorBody } from "@fsa/shared";

/** A failed API call: the contract's error code and message (ARCHITECTURE.md "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * Reads `{error:{code,message,requestId}}`, or better-auth's `{code,message}`, into an ApiError
 * whose message is a sentence (a validator's raw text is rewritten: issue #16 "Plain English").
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && isRecord(body.error) && typeof body.error.message === "string") {
    const e = body.error as TErrorBody["error"];
    return new ApiError(status, e.code, readableErrorMessage(e.message), e.requestId);
  }
  if (isRecord(body) && typeof body.message === "string") {
    return new ApiError(
      status,
      typeof body.code === "string" ? body.code : "error",
      readableErrorMessage(body.message),
    );
  }
  // No message from the server (a proxy's HTML error page, an empty body): callers fall back to their own text.
  return new ApiError(status, "error", "");
}

declare global {
  interface Window {
    /**
     * GET requests the page started before its scripts ran (vite.config.ts: the catalogue on
     * /strategies, /api/me and /api/health on /auth, /api/me, the project and its versions on
     * /results), keyed by path. Each is used once; later calls fetch afresh.
     */
    __fsaPrefetch?: Record<string, Promise<Response> | undefined>;
  }
}

/** The response the page already requested for this GET, once (null when none, or when it failed to arrive). */
async function takePrefetched(path: string): Promise<Response | null> {
  const pending = typeof window === "undefined" ? undefined : window.__fsaPrefetch?.[path];
  if (!pending) return null;
  delete window.__fsaPrefetch?.[path];
  return pending.catch(() => null);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one typed client over the API contract: same-origin JSON with the session cookie. The
 * response type comes from the `@fsa/shared` schema the API validates with.
 * @throws ApiError for any non-2xx reply; a network failure rejects with the browser's TypeError.
 */
export async function apiRequest<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<T> {
  const prefetched = method === "GET" && !signal ? await takePrefetched(path) : null;
  const res =
    prefetched ??
    (await fetch(path, {
      method,
      credentials: "same-origin",
      signal,
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}

/** A message for a toast or alert from anything thrown. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
