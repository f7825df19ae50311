import { signedUri, signV3 } from "../integrations/hubspot/signature.ts";
import type { Harness } from "./harness.ts";

/** The fixture client secret the HubSpot tests configure. */
export const HUBSPOT_TEST_SECRET = "test-hubspot-client-secret-0123456789";
export const HUBSPOT_TEST_PORTAL = "246810";

/**
 * Sends a request to the in-process API signed as hubspot.fetch would be (signature v3 over
 * PUBLIC_URL + path + query + body + timestamp). `tamper` changes the request after signing.
 */
export async function hubspotRequest(
  h: Harness,
  method: string,
  path: string,
  options: {
    body?: unknown;
    portalId?: string;
    userId?: string;
    userEmail?: string;
    secret?: string;
    timestamp?: number;
    tamper?: (r: { path: string; body: string; headers: Record<string, string> }) => void;
  } = {},
): Promise<Response> {
  const params = new URLSearchParams({
    userId: options.userId ?? "101",
    userEmail: options.userEmail ?? "rep@firm.example",
    appId: "999",
    portalId: options.portalId ?? HUBSPOT_TEST_PORTAL,
  });
  const pathAndQuery = `${path}?${params.toString()}`;
  const body = options.body === undefined ? "" : JSON.stringify(options.body);
  const timestamp = String(options.timestamp ?? Date.now());
  const signature = signV3(
    options.secret ?? HUBSPOT_TEST_SECRET,
    method,
    signedUri(h.config.publicUrl, pathAndQuery),
    body,
    timestamp,
  );
  const request = {
    path: pathAndQuery,
    body,
    headers: {
      "x-hubspot-signature-v3": signature,
      "x-hubspot-request-timestamp": timestamp,
      ...(body ? { "content-type": "application/json" } : {}),
    } as Record<string, string>,
  };
  options.tamper?.(request);
  return h.app.request(request.path, {
    method,
    headers: request.headers,
    body: method === "GET" ? undefined : request.body || undefined,
  });
}
