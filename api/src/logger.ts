/** Minimal leveled logger writing one JSON line per event to stdout/stderr. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Where a finished line goes: by default stderr for warn and error, stdout for the rest. */
export type LogSink = (level: Exclude<LogLevel, "silent">, line: string) => void;

const defaultSink: LogSink = (level, line) => {
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

/**
 * Field names whose values never reach the log (issue #14 item 8): client notes and documents,
 * credentials, cookies and request bodies. Matched case-insensitively at any depth.
 */
const REDACTED_KEY =
  /^(notes|client_?notes|attachments?|data|extracted_?document_?text|document_?text|text|body|raw_?body|headers|cookies?|set-cookie|authorization|password|.*secret|.*token|api_?key)$/i;
/** Longest string kept in a log line; the rest is cut (a multi-MB value once made a 7 MB line). */
const MAX_STRING = 2_000;
const MAX_DEPTH = 6;

/**
 * A string as it may be logged: a database error's echoed query parameters (drizzle's
 * `Failed query: ... params: ...`, which carry the notes and attachments) and tokens in URLs
 * (`?token=`) removed, and cut to
 * {@link MAX_STRING} characters.
 */
export function scrubLogString(value: string): string {
  const withoutParams = value
    .replace(/(\bparams:)[^\n]*/g, "$1 [redacted]")
    .replace(/([?&](?:token|code|state|password)=)[^&\s"']+/gi, "$1[redacted]");
  return withoutParams.length > MAX_STRING
    ? `${withoutParams.slice(0, MAX_STRING)}… [${withoutParams.length - MAX_STRING} more characters]`
    : withoutParams;
}

/**
 * `value` as it may be logged (issue #14 item 8): values under {@link REDACTED_KEY} replaced by
 * "[redacted]", strings through {@link scrubLogString}, errors as name, message and stack (their
 * other fields, such as a database driver's `parameters`, dropped), depth bounded.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubLogString(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause;
    return {
      name: value.name,
      message: scrubLogString(value.message),
      ...(value.stack ? { stack: scrubLogString(value.stack) } : {}),
      ...(cause !== undefined ? { cause: redactForLog(cause, depth + 1) } : {}),
    };
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redactForLog(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, REDACTED_KEY.test(k) ? "[redacted]" : redactForLog(v, depth + 1)]),
  );
}

/**
 * A logger that prints events at `level` and above, every field through {@link redactForLog}.
 * `sink` receives each finished JSON line (tests capture it).
 */
export function createLogger(level: LogLevel, sink: LogSink = defaultSink): Logger {
  const at = (l: Exclude<LogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[l] < ORDER[level]) return;
    const safe = fields ? (redactForLog(fields) as Record<string, unknown>) : {};
    sink(l, JSON.stringify({ level: l, time: new Date().toISOString(), msg: scrubLogString(msg), ...safe }));
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
