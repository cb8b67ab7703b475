const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

/** One JSON line per entry on stderr, so `npm start` output and log collectors both read it. */
export function createLogger(level: LogLevel, name = "api"): Logger {
  const write = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] < LEVELS[level]) return;
    const entry = { time: new Date().toISOString(), level: at, name, message, ...fields };
    process.stderr.write(`${JSON.stringify(entry, errorReplacer)}\n`);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
