/**
 * Teams host detection and SSO (PLATFORM-NOTES.md "Microsoft Teams tab"): `app.initialize()`
 * rejects at once in a top-level window and hangs inside a non-Teams iframe, so it is raced
 * against a short timeout; after a successful init, the context gives the theme and the user,
 * and `authentication.getAuthToken()` the SSO token for our API.
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
  | { kind: "ready"; theme: TeamsTheme; token: string; loginHint: string | null };

/** How long to wait for `app.initialize()` before deciding we are not in Teams, ms. */
export const INITIALIZE_TIMEOUT_MS = 3_000;

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
 * the theme plus either the SSO token or the reason it could not be had.
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
  try {
    const token = await withTimeout(sdk.authentication.getAuthToken(), 30_000);
    return { kind: "ready", theme, token, loginHint };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "token-error", theme, message };
  }
}
