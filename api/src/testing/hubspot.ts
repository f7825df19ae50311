import { signedUri, signV3 } from "../integrations/hubspot/signature.ts";
import type { Harness } from "./harness.ts";

/** The fixture client secret the HubSpot tests configure. */
export const HUBSPOT_TEST_SECRET = "test-hubspot-client-secret-0123456789";
export const HUBSPOT_TEST_PORTAL = "246810";

/** What signHubspotRequest options allow: the caller, the secret and timestamp to sign with. */
export interface HubspotSigningOptions {
  body?: unknown;
  portalId?: string;
  userId?: string;
  userEmail?: string;
  secret?: string;
  timestamp?: number;
}

/** A request signed as hubspot.fetch would sign it (signature v3 over PUBLIC_URL + path + query + body + timestamp). */
export function signHubspotRequest(
  h: Harness,
  method: string,
  path: string,
  options: HubspotSigningOptions = {},
): { path: string; body: string; headers: Record<string, string> } {
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
  return {
    path: pathAndQuery,
    body,
    headers: {
      "x-hubspot-signature-v3": signature,
      "x-hubspot-request-timestamp": timestamp,
      ...(body ? { "content-type": "application/json" } : {}),
    },
  };
}

/**
 * Sends a request to the in-process API signed as hubspot.fetch would be (signHubspotRequest).
 * `tamper` changes the request after signing.
 */
export async function hubspotRequest(
  h: Harness,
  method: string,
  path: string,
  options: HubspotSigningOptions & {
    tamper?: (r: { path: string; body: string; headers: Record<string, string> }) => void;
  } = {},
): Promise<Response> {
  const request = signHubspotRequest(h, method, path, options);
  options.tamper?.(request);
  return h.app.request(request.path, {
    method,
    headers: request.headers,
    body: method === "GET" ? undefined : request.body || undefined,
  });
}
