import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for integration tokens at rest. The key comes from INTEGRATION_ENCRYPTION_KEY
 * (32 bytes as base64 or hex); the output is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * @throws Error when the key is missing or not 32 bytes, or a value was tampered with.
 */
export function keyFrom(config: string | undefined): Buffer {
  if (!config) throw new Error("INTEGRATION_ENCRYPTION_KEY is required to store HubSpot tokens");
  const key = /^[0-9a-f]{64}$/i.test(config) ? Buffer.from(config, "hex") : Buffer.from(config, "base64");
  if (key.length !== 32) throw new Error("INTEGRATION_ENCRYPTION_KEY must be 32 bytes (base64 or hex)");
  return key;
}

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

export function decrypt(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("not an encrypted token");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** SHA-256 hex, for storing one-time codes and replay keys without the secret itself. */
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
