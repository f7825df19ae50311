import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const csv = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? "")
      .split(",")
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalString = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() !== "" ? s.trim() : undefined));

/**
 * Every environment variable the API reads (`.env.example` lists them with examples).
 * Parsed once at start; a bad value stops the process with a message naming the variable.
 */
export const ZConfigEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the app, e.g. https://advisor.example.com; used for auth callbacks and signatures. */
  PUBLIC_URL: optionalString,
  /** Postgres connection string; unset → embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default("./data"),
  BETTER_AUTH_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Comma-separated emails that become admins once verified (issue #14 item 4). */
  ADMIN_EMAILS: csv,
  /** Extra origins allowed to call the auth endpoints (comma-separated). */
  TRUSTED_ORIGINS: csv,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default("gpt-4.1-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  OPENAI_MAX_INPUT_TOKENS: z.coerce.number().int().positive().default(30_000),
  OPENAI_MAX_OUTPUT_TOKENS: z.coerce.number().int().positive().default(4_000),
  /** Maximum JSON body size, bytes (attachments travel as data URLs, about 4/3 of the file size). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(36 * 1024 * 1024),
  DOCUMENT_MAX_FILES: z.coerce.number().int().positive().default(10),
  DOCUMENT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  DOCUMENT_MAX_TOTAL_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().positive().default(300),
  DOCUMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  DOCUMENT_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  DOCUMENT_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  DOCUMENT_OCR: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /**
   * Wall-clock cap of one analysis in its worker thread (facts, eligibility, figures, narrative),
   * ms; time spent waiting for the language model is not counted (it has OPENAI_TIMEOUT_MS).
   */
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * Analyses run at once by this process (issue #15): the jobs without documents to read, and the
   * analysis step of every job. Default: the number of CPU cores.
   */
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Jobs reading their attachments (PDF, DOCX, OCR) at once in this process, each in its own worker
   * thread; they never hold an ANALYSIS_CONCURRENCY slot while reading. Default: half the cores, at least 1.
   */
  DOCUMENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Tax year whose law the analysis applies; default: the current calendar year. */
  TAX_YEAR: z.coerce.number().int().min(2025).optional(),
  /** §7520 rate (decimal) and its month, to override the catalogue's default. */
  SECTION_7520_RATE: z.coerce.number().positive().max(0.2).optional(),
  SECTION_7520_RATE_MONTH: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  /** HubSpot app credentials (extensions/hubspot); the client secret also verifies request signatures. */
  HUBSPOT_CLIENT_ID: optionalString,
  HUBSPOT_CLIENT_SECRET: optionalString,
  HUBSPOT_API_BASE_URL: z.string().url().default("https://api.hubapi.com"),
  /** 32-byte key (base64 or hex) encrypting integration tokens at rest. */
  INTEGRATION_ENCRYPTION_KEY: optionalString,
  /** Entra ID app (client) id of the Teams tab, and the tenants allowed to use it (comma-separated ids). */
  TEAMS_CLIENT_ID: optionalString,
  TEAMS_ALLOWED_TENANTS: csv,
  TEAMS_JWKS_URL: z.string().url().default("https://login.microsoftonline.com/common/discovery/v2.0/keys"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Reverse proxies in front of the app that append the client's address to X-Forwarded-For
   * (0: none, the socket's address is the client's; 1: one proxy, the header's last entry; …).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Rate limits of sign-in, sign-up, e-mails, analyses and explanations (issue #14); off only for test rigs. */
  RATE_LIMITS: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** SMTP server for verification and reset e-mails, e.g. smtps://user:pass@smtp.example.com; unset → local outbox. */
  SMTP_URL: optionalString,
  /** From header of the app's e-mails. */
  MAIL_FROM: optionalString,
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string } | null;
  adminEmails: string[];
  trustedOrigins: string[];
  openai: {
    apiKey: string;
    baseURL: string | undefined;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    maxInputTokens: number;
    maxOutputTokens: number;
  } | null;
  maxBodyBytes: number;
  documents: {
    maxFiles: number;
    maxFileBytes: number;
    maxTotalBytes: number;
    maxPages: number;
    timeoutMsPerFile: number;
    /** Inflated size of one DOCX, bytes (zip bombs). */
    maxDecompressedBytes: number;
    /** Width × height of one image, pixels (decompression bombs). */
    maxImagePixels: number;
    ocr: boolean;
  };
  /** Cap of one analysis's own work in its worker thread, ms (ANALYSIS_TIMEOUT_MS). */
  analysisTimeoutMs: number;
  /**
   * Jobs run at once by this process (issue #15): `analyses` (ANALYSIS_CONCURRENCY) for the jobs
   * without documents to read and the analysis step of all jobs, `documents` (DOCUMENT_CONCURRENCY)
   * for the jobs reading attachments. Counts of jobs, at least 1.
   */
  concurrency: { analyses: number; documents: number };
  taxYear: number;
  section7520: { rate: number; month: string; source: string } | undefined;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  hubspot: { clientId: string | undefined; clientSecret: string | undefined; apiBaseUrl: string };
  integrationEncryptionKey: string | undefined;
  teams: { clientId: string | undefined; allowedTenants: string[]; jwksUrl: string };
  /** X-Forwarded-For entries appended by trusted proxies (TRUST_PROXY_HOPS); 0 ignores the header. */
  trustProxyHops: number;
  /** Whether the rate limits apply (RATE_LIMITS). */
  rateLimits: boolean;
  /** SMTP_URL (unset: the local outbox) and the From header (MAIL_FROM). */
  mail: { smtpUrl: string | undefined; from: string };
}

/** Thrown when the environment is invalid; the message names the variable. */
export class ConfigError extends Error {}

/**
 * DATA_DIR as an absolute path: a relative one is taken from the folder npm was run in
 * (`INIT_CWD`, like `.env` in ./env-file.ts), else the current folder. So `./data` (the default)
 * is the repository root's `data/` for `npm start`, `npm run dev` and `npm run admin:grant` alike,
 * although the API's own scripts run in api/. `memory://` (and any other `scheme://`) is kept.
 */
export function resolveDataDir(dataDir: string, source: Record<string, string | undefined> = process.env): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(dataDir)) return dataDir;
  return path.resolve(source.INIT_CWD || process.cwd(), dataDir);
}

/**
 * The secret better-auth signs session cookies with. On Postgres (DATABASE_URL set) it must be
 * given, in every NODE_ENV (issue #17): instances sharing one database must share it, or a session
 * made on one is refused by another. Embedded mode (one process per data folder) generates it once
 * and keeps it in DATA_DIR/auth-secret; tests on the embedded database use a fixed one.
 * @throws ConfigError naming BETTER_AUTH_SECRET when DATABASE_URL is set without it.
 */
function authSecretFor(env: z.infer<typeof ZConfigEnv>, dataDir: string): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new ConfigError(
      "BETTER_AUTH_SECRET is required when DATABASE_URL is set: every instance on the database must sign sessions with the same secret (e.g. openssl rand -base64 32)",
    );
  }
  if (env.NODE_ENV === "test") return "test-secret-not-for-production-0123456789";
  // Embedded mode: generate once and keep it beside the data (ARCHITECTURE.md "Running").
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment into a Config.
 * @throws ConfigError naming the first invalid variable.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfigEnv.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid environment variable ${String(issue?.path[0] ?? "?")}: ${issue?.message ?? "invalid"}`,
    );
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  if (env.SECTION_7520_RATE !== undefined && !env.SECTION_7520_RATE_MONTH) {
    throw new ConfigError("SECTION_7520_RATE_MONTH is required with SECTION_7520_RATE");
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const dataDir = resolveDataDir(env.DATA_DIR, source);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    authSecret: authSecretFor(env, dataDir),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    adminEmails: env.ADMIN_EMAILS,
    trustedOrigins: env.TRUSTED_ORIGINS,
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
          maxRetries: env.OPENAI_MAX_RETRIES,
          maxInputTokens: env.OPENAI_MAX_INPUT_TOKENS,
          maxOutputTokens: env.OPENAI_MAX_OUTPUT_TOKENS,
        }
      : null,
    maxBodyBytes: env.MAX_BODY_BYTES,
    documents: {
      maxFiles: env.DOCUMENT_MAX_FILES,
      maxFileBytes: env.DOCUMENT_MAX_FILE_BYTES,
      maxTotalBytes: env.DOCUMENT_MAX_TOTAL_BYTES,
      maxPages: env.DOCUMENT_MAX_PAGES,
      timeoutMsPerFile: env.DOCUMENT_TIMEOUT_MS,
      maxDecompressedBytes: env.DOCUMENT_MAX_UNZIPPED_BYTES,
      maxImagePixels: env.DOCUMENT_MAX_IMAGE_PIXELS,
      ocr: env.DOCUMENT_OCR,
    },
    analysisTimeoutMs: env.ANALYSIS_TIMEOUT_MS,
    concurrency: {
      analyses: env.ANALYSIS_CONCURRENCY ?? availableParallelism(),
      documents: env.DOCUMENT_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    },
    taxYear: env.TAX_YEAR ?? new Date().getUTCFullYear(),
    section7520:
      env.SECTION_7520_RATE !== undefined && env.SECTION_7520_RATE_MONTH
        ? {
            rate: env.SECTION_7520_RATE,
            month: env.SECTION_7520_RATE_MONTH,
            source: `SECTION_7520_RATE configured for ${env.SECTION_7520_RATE_MONTH}`,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    hubspot: {
      clientId: env.HUBSPOT_CLIENT_ID,
      clientSecret: env.HUBSPOT_CLIENT_SECRET,
      apiBaseUrl: env.HUBSPOT_API_BASE_URL,
    },
    integrationEncryptionKey: env.INTEGRATION_ENCRYPTION_KEY,
    teams: { clientId: env.TEAMS_CLIENT_ID, allowedTenants: env.TEAMS_ALLOWED_TENANTS, jwksUrl: env.TEAMS_JWKS_URL },
    trustProxyHops: env.TRUST_PROXY_HOPS,
    rateLimits: env.RATE_LIMITS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Financial Strategy Advisor <no-reply@${new URL(publicUrl).hostname}>`,
    },
  };
}
