export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "gone"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "validation_failed"
  | "rate_limited"
  | "unavailable"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
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
