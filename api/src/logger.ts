import { createLogger as createSharedLogger, type LogLevel } from "@cbct/shared/log/create-logger";

export type { Logger, LogLevel } from "@cbct/shared/log/create-logger";

/** The API's logger: the same pino JSON lines as the workers, named "api". */
export const createLogger = (level: LogLevel, name = "api") => createSharedLogger(level, name);
