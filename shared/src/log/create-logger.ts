import { pino } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;
type LogFn = (message: string, fields?: Fields) => void;

/** `log.info("message", { fields })`; `child({ jobId })` stamps fields on every entry (e.g. a job's id). */
export type Logger = Record<LogLevel, LogFn> & { child: (bindings: Fields) => Logger };

/**
 * Anything that might hold a secret, wherever it sits in an entry: session tokens, cookies, passwords, API keys.
 * pino's redaction takes paths, so the usual nestings (a request's headers, an error's config) are listed.
 */
export const REDACTED_PATHS = [
  "password",
  "token",
  "sessionToken",
  "cookie",
  "apiKey",
  "authorization",
  "*.password",
  "*.token",
  "*.sessionToken",
  "*.cookie",
  "*.apiKey",
  "*.authorization",
  "*.OPENAI_API_KEY",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
];

function wrap(p: pino.Logger): Logger {
  const at =
    (level: LogLevel): LogFn =>
    (message, fields) =>
      fields ? p[level](fields, message) : p[level](message);
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: (bindings) => wrap(p.child(bindings)),
  };
}

/**
 * The one structured logger of the API and the workers: one JSON line per entry on stderr (pino), so `npm start`
 * output and log collectors both read it. Errors under `error` or `err` keep their name, message and stack.
 */
export function createLogger(
  level: LogLevel,
  name: string,
  destination: pino.DestinationStream = pino.destination({ dest: 2, sync: true }),
): Logger {
  return wrap(
    pino(
      {
        name,
        level,
        messageKey: "message",
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
        redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      },
      destination,
    ),
  );
}
