import { createHmac, timingSafeEqual } from "node:crypto";

/** HubSpot's maximum age of a signed request, ms (HubSpot "Validating requests", v3). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

const DECODE: Record<string, string> = {
  "%3A": ":",
  "%2F": "/",
  "%3F": "?",
  "%40": "@",
  "%21": "!",
  "%24": "$",
  "%27": "'",
  "%28": "(",
  "%29": ")",
  "%2A": "*",
  "%2C": ",",
  "%3B": ";",
};

/** The URI HubSpot signs: the public URL with these percent-encodings decoded, query string as sent. */
export function signedUri(publicUrl: string, pathAndQuery: string): string {
  const uri = `${publicUrl.replace(/\/$/, "")}${pathAndQuery}`;
  return uri.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (m) => DECODE[m.toUpperCase()] ?? m);
}

/** base64(HMAC-SHA256(clientSecret, method + uri + body + timestamp)) — HubSpot signature v3. */
export function signV3(clientSecret: string, method: string, uri: string, body: string, timestamp: string): string {
  return createHmac("sha256", clientSecret)
    .update(`${method.toUpperCase()}${uri}${body}${timestamp}`, "utf8")
    .digest("base64");
}

export type SignatureVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Checks a request's X-HubSpot-Signature-v3 against the app secret: timestamp within 5 minutes,
 * the URL rebuilt from PUBLIC_URL plus the raw (unreordered) path and query, compared in
 * constant time.
 */
export function verifyV3(input: {
  clientSecret: string;
  method: string;
  publicUrl: string;
  pathAndQuery: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  now?: number;
}): SignatureVerdict {
  const { signature, timestamp } = input;
  if (!signature || !timestamp) return { ok: false, reason: "missing signature headers" };
  const ts = Number(timestamp);
  const now = input.now ?? Date.now();
  if (!Number.isFinite(ts) || Math.abs(now - ts) > SIGNATURE_MAX_AGE_MS)
    return { ok: false, reason: "stale or invalid timestamp" };
  const expected = Buffer.from(
    signV3(input.clientSecret, input.method, signedUri(input.publicUrl, input.pathAndQuery), input.rawBody, timestamp),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "signature mismatch" };
  return { ok: true };
}
