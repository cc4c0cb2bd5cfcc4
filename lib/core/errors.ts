// One error type for the whole server, one table from code to HTTP status and to the spec's
// error body {error, message, statusCode, path, method, description}.

export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400, error: "ValidationError", description: "VALIDATION_ERROR" },
  INVALID_JSON: { status: 400, error: "BadRequest", description: "INVALID_JSON" },
  BAD_REQUEST: { status: 400, error: "BadRequest", description: "BAD_REQUEST" },
  UNAUTHORIZED: { status: 401, error: "Unauthorized", description: "UNAUTHORIZED" },
  TOKEN_EXPIRED: { status: 401, error: "TokenExpiredError", description: "UNAUTHORIZED" },
  INVALID_CREDENTIALS: { status: 401, error: "Unauthorized", description: "INVALID_CREDENTIALS" },
  ACCOUNT_INACTIVE: { status: 401, error: "Unauthorized", description: "ACCOUNT_INACTIVE" },
  FORBIDDEN: { status: 403, error: "Forbidden", description: "FORBIDDEN_RESSOURCE" },
  FEATURE_DISABLED: { status: 403, error: "Forbidden", description: "FORBIDDEN_RESSOURCE" },
  /** a browser's write (session cookie) from another site */
  CROSS_ORIGIN: { status: 403, error: "Forbidden", description: "CROSS_ORIGIN" },
  NOT_FOUND: { status: 404, error: "NotFound", description: "NOT_FOUND" },
  RESORT_NOT_FOUND: { status: 404, error: "NotFound", description: "RESORT_NOT_FOUND" },
  METHOD_NOT_ALLOWED: { status: 405, error: "MethodNotAllowed", description: "METHOD_NOT_ALLOWED" },
  CONFLICT: { status: 409, error: "Conflict", description: "CONFLICT" },
  STILL_REFERENCED: { status: 409, error: "Conflict", description: "STILL_REFERENCED" },
  PAYLOAD_TOO_LARGE: { status: 413, error: "PayloadTooLarge", description: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, error: "UnsupportedMediaType", description: "UNSUPPORTED_MEDIA_TYPE" },
  RATE_LIMITED: { status: 429, error: "TooManyRequests", description: "RATE_LIMITED" },
  /** the server asks the caller to repeat with a confirmation (force); its message is kept as is */
  RETRY_WITH: { status: 449, error: "RetryWith", description: "RETRY_WITH" },
  INTERNAL: { status: 500, error: "InternalServerError", description: "INTERNAL_SERVER_ERROR" },
  /** a service we call (Wise) failed or answered what we cannot read: not our fault, not the caller's */
  BAD_GATEWAY: { status: 502, error: "BadGateway", description: "BAD_GATEWAY" },
  // an integration the operator has not set up: a state to change, not a server fault
  NOT_CONFIGURED: { status: 409, error: "Conflict", description: "NOT_CONFIGURED" },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldIssue = { path: string; message: string; code?: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  readonly fields?: FieldIssue[];
  /** translation values for the message */
  readonly values?: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { details?: Record<string, unknown>; fields?: FieldIssue[]; values?: Record<string, string | number> } = {},
  ) {
    super(message ?? code);
    this.name = "AppError";
    this.code = code;
    this.details = opts.details;
    this.fields = opts.fields;
    this.values = opts.values;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const notFound = (what?: string) => new AppError("NOT_FOUND", undefined, { values: { what: what ?? "" } });

/** A 400 naming one field and why (a message key). */
export const invalidField = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

export type ErrorBody = {
  error: string;
  message: string;
  statusCode: number;
  path: string;
  method: string;
  description: string;
  fields?: FieldIssue[];
  details?: Record<string, unknown>;
};
