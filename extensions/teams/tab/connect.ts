import { INITIALIZE_TIMEOUT_MS, type TeamsSdk } from "./teams-session.ts";

/** The tab's page that Teams' sign-in pop-up ends on after the web app made the link. */
export const AUTH_END_PATH = "/teams/auth-end";

/** Size of the sign-in pop-up, px (the web app's linking page fits in it). */
const POPUP = { width: 600, height: 640 };

/**
 * Opens the web app's linking page for the "Connect your account" step: in Teams' sign-in pop-up
 * when the SDK has it (`authentication.authenticate`; the page sends the pop-up to
 * {@link AUTH_END_PATH}, which reports success), otherwise in a new window, resolving at once
 * (the tab offers "I have connected, try again").
 * @param linkUrl the one-time linking URL from `POST /api/integrations/teams/session`.
 */
export async function connectAccount(sdk: TeamsSdk, linkUrl: string): Promise<void> {
  const url = new URL(linkUrl);
  if (sdk.authentication.authenticate) {
    url.searchParams.set("from", "teams");
    await sdk.authentication.authenticate({ url: url.toString(), ...POPUP });
    return;
  }
  window.open(url.toString(), "_blank", "noopener");
}

/**
 * The pop-up's last page: tells Teams the link was made (closing the pop-up and resolving
 * `authenticate`). Outside Teams' pop-up (`app.initialize()` rejects or hangs) it does nothing.
 * @returns false when not in Teams (the caller says what to do instead).
 */
export async function finishConnect(sdk: TeamsSdk, timeoutMs = INITIALIZE_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
  });
  try {
    await Promise.race([sdk.app.initialize(), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
  if (!sdk.authentication.notifySuccess) return false;
  sdk.authentication.notifySuccess("linked");
  return true;
}
