export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "gone"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "range_not_satisfiable"
  | "validation_failed"
  | "rate_limited"
  | "headers_too_large"
  | "unavailable"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  validation_failed: 422,
  rate_limited: 429,
  headers_too_large: 431,
  unavailable: 503,
  internal: 500,
};

/** The one error type services throw; `toErrorResponse` maps it to HTTP in one place. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = opts.fields;
    this.retryAfter = opts.retryAfter;
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export function notFound(what = "Not found"): AppError {
  return new AppError("not_found", what);
}

/** The one 422: a message per field (`_` for the body as a whole). */
export function fieldsNeedAttention(fields: Record<string, string>): AppError {
  return new AppError("validation_failed", "Some fields need attention.", { fields });
}

/** Turns a zod error into a 422 with one message per field path (first issue wins). */
export function validationError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fieldsNeedAttention(fields);
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function errorBody(e: AppError): ErrorBody {
  return { error: { code: e.code, message: e.message, ...(e.fields ? { fields: e.fields } : {}) } };
}

/** Wording for an error raised without a message of its own (below the services: the HTTP server). */
const GENERIC_MESSAGE: Record<ErrorCode, string> = {
  bad_request: "Bad request.",
  unauthorized: "Sign in to continue.",
  forbidden: "Forbidden.",
  not_found: "Not found.",
  gone: "Gone.",
  method_not_allowed: "Method not allowed.",
  request_timeout: "The request took too long to arrive.",
  conflict: "Conflict.",
  payload_too_large: "The request body is too large.",
  unsupported_media_type: "Unsupported content type.",
  range_not_satisfiable: "Range not satisfiable.",
  validation_failed: "Some fields need attention.",
  rate_limited: "Too many requests.",
  headers_too_large: "The request headers are too large.",
  unavailable: "Temporarily unavailable.",
  internal: "Something went wrong on our side.",
};

/** The generic message of `code` (a response made outside the services: a refusal, an overload). */
export function genericMessage(code: ErrorCode): string {
  return GENERIC_MESSAGE[code];
}

const CODE_OF_STATUS = new Map(Object.entries(STATUS).map(([code, status]) => [status, code as ErrorCode]));

/**
 * The app's error for an HTTP status raised outside the services (Express's static files, Node's
 * HTTP parser, the server's own checks): a client error keeps its status and gets its code;
 * anything else is a 500 without details, never a library's message.
 */
export function errorForStatus(status: number, message?: string): AppError {
  const code = status >= 400 && status < 500 ? CODE_OF_STATUS.get(status) : undefined;
  return code
    ? new AppError(code, message ?? GENERIC_MESSAGE[code])
    : new AppError("internal", GENERIC_MESSAGE.internal);
}
