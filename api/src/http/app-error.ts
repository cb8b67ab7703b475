const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // A conditional write (If-Match) whose condition no longer holds: RFC 9110 15.5.13.
  precondition_failed: 412,
  payload_too_large: 413,
  misdirected_request: 421,
  too_many_requests: 429,
  service_unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;
export type AppErrorStatus = (typeof STATUS)[AppErrorCode];

/**
 * The one error type routes throw (architecture habit 6). The app's error mapper turns it into
 * `{ "error": message }` with the code's status; anything else thrown is a bug and becomes a logged 500.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { details?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): AppErrorStatus {
    return STATUS[this.code];
  }
}

export const notAuthenticated = () => new AppError("unauthorized", "Not authenticated");
