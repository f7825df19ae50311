import pino from "pino";

/** The levels LOG_LEVEL takes (api/src/config.ts). */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/**
 * The app's logger: pino (issue #17). Call it pino's way, fields first: `log.info({ projectId }, "msg")`.
 * Every line is JSON with `level` (a name), `time` (ISO 8601), `pid`, `hostname` and `msg`; every
 * field goes through {@link redactForLog} on the way out.
 */
export type Logger = pino.Logger;

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
 * Where lines go by default: debug and info to stdout, warn and error to stderr (as before pino),
 * each line to one of them only.
 */
function defaultDestination(): pino.DestinationStream {
  return pino.multistream(
    [
      { level: "debug", stream: pino.destination({ dest: 1, sync: true }) },
      { level: "warn", stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

/**
 * The arguments of a log call as pino is given them: `(fields, msg)` from the old `(msg, fields)`
 * order; an error logged alone as `{ err }`; the message through {@link scrubLogString}, also when
 * pino would take it from an error (`log.error(err)`, `log.error({ err })`), whose message may
 * carry a failed query's parameters.
 */
function pinoArguments(args: unknown[]): unknown[] {
  let [first, second, ...rest] = args;
  if (typeof first === "string" && second !== null && typeof second === "object") [first, second] = [second, first];
  if (typeof first === "string") return [scrubLogString(first), second, ...rest].slice(0, args.length);
  if (first instanceof Error) {
    if (typeof second !== "string") second = first.message;
    first = { err: first };
  } else if (first !== null && typeof first === "object" && typeof second !== "string") {
    const error = (first as { err?: unknown }).err;
    if (error instanceof Error) second = error.message;
  }
  return typeof second === "string" ? [first, scrubLogString(second), ...rest] : [first];
}

/**
 * A pino logger at `level` whose every line is safe to keep (issue #14 item 8, issue #17): the
 * fields of each event through {@link redactForLog} (notes, attachments, bodies, headers, cookies,
 * tokens, secrets and passwords at any depth become "[redacted]"; errors become name, message and
 * stack), the message through {@link scrubLogString} ({@link pinoArguments}). A call written the
 * old way round, `(msg, fields)`, is turned into pino's `(fields, msg)` rather than losing its fields.
 *
 * Bindings given to `child()` are not redacted (pino does not pass a child's bindings through
 * formatters): bind ids, never client data. The one child logger of the app, hono-pino's, is bound to
 * a request's method and path only (api/src/middleware/access-log.ts).
 * @param destination where the JSON lines go (tests pass `{ write(line) {…} }`); default
 * stdout, and stderr for warn and error.
 */
export function createLogger(level: LogLevel, destination: pino.DestinationStream = defaultDestination()): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redactForLog(bindings) as Record<string, unknown>,
        log: (fields) => redactForLog(fields) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          return method.apply(this, pinoArguments(args as unknown[]) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
