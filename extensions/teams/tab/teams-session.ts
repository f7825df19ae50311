/**
 * Teams host detection and SSO (PLATFORM-NOTES.md "Microsoft Teams tab"): `app.initialize()`
 * rejects at once in a top-level window and hangs inside a non-Teams iframe, so it is raced
 * against a short timeout; after a successful init, the context gives the theme and the user,
 * and `authentication.getAuthToken()` the SSO token for our API. As Microsoft's tab SSO guidance
 * says, the tab asks for a token for every API call and never keeps one: the SDK caches it and
 * renews it before it expires, so a long-open tab never sends an expired token (issue 17).
 */

/** The parts of @microsoft/teams-js the tab uses (injected, so tests can mock them). */
export interface TeamsSdk {
  app: {
    initialize(): Promise<void>;
    getContext(): Promise<{ app: { theme?: string }; user?: { loginHint?: string; userPrincipalName?: string } }>;
    registerOnThemeChangeHandler?(handler: (theme: string) => void): void;
  };
  authentication: {
    getAuthToken(): Promise<string>;
    /**
     * Opens `url` in Teams' sign-in pop-up; resolves when the page there calls `notifySuccess`,
     * rejects when it calls `notifyFailure` or the user closes the pop-up.
     */
    authenticate?(params: { url: string; width?: number; height?: number }): Promise<string>;
    /** Called by the page inside the pop-up to close it and resolve `authenticate`. */
    notifySuccess?(result?: string): void;
  };
}

export type TeamsTheme = "default" | "dark" | "contrast";

export type TeamsSession =
  | { kind: "outside" }
  | { kind: "token-error"; theme: TeamsTheme; message: string }
  | { kind: "ready"; theme: TeamsTheme; getToken: () => Promise<string>; loginHint: string | null };

/** How long to wait for `app.initialize()` before deciding we are not in Teams, ms. */
export const INITIALIZE_TIMEOUT_MS = 3_000;
/** How long to wait for `getAuthToken()` (it may show a consent prompt), ms. */
export const TOKEN_TIMEOUT_MS = 30_000;

export function normalizeTheme(theme: string | undefined): TeamsTheme {
  return theme === "dark" || theme === "contrast" ? theme : "default";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Starts the tab's session: outside Teams (init rejects or times out) → `outside`; in Teams,
 * the theme plus either `getToken` (a fresh `getAuthToken()` call each time it is called, one per
 * API request) or the reason a first token could not be had.
 */
export async function startTeamsSession(sdk: TeamsSdk, timeoutMs = INITIALIZE_TIMEOUT_MS): Promise<TeamsSession> {
  try {
    await withTimeout(sdk.app.initialize(), timeoutMs);
  } catch {
    return { kind: "outside" };
  }
  let theme: TeamsTheme = "default";
  let loginHint: string | null = null;
  try {
    const context = await withTimeout(sdk.app.getContext(), timeoutMs);
    theme = normalizeTheme(context.app.theme);
    loginHint = context.user?.loginHint ?? context.user?.userPrincipalName ?? null;
  } catch {
    // The theme falls back to default; the token decides whether we can go on.
  }
  const getToken = () => withTimeout(sdk.authentication.getAuthToken(), TOKEN_TIMEOUT_MS);
  try {
    // One call now shows a sign-in failure before anything else; the token itself is not kept.
    await getToken();
    return { kind: "ready", theme, getToken, loginHint };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "token-error", theme, message };
  }
}
