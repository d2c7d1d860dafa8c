/** Statuses whose own message from the API is shown as is: the user can act on it (validation, conflicts). */
const STATUSES_WITH_API_MESSAGE = new Set([400, 409, 422]);

export type FieldErrors = Record<string, string[]>;

/** The user-facing sentence for a failed request (docs/product.md, 3.1). */
export function messageForStatus(status: number, apiMessage?: string): string {
  if (STATUSES_WITH_API_MESSAGE.has(status) && apiMessage) return apiMessage;
  if (status === 401) return 'Authentication required. Please sign in.';
  if (status === 403) return 'You do not have permission to perform this action.';
  if (status === 404) return 'The requested resource was not found.';
  if (status >= 500) return 'Server error. Please try again later.';
  return `Request failed (${status})`;
}

/** Thrown by the fetcher for every non-2xx response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The `message` the API sent, whatever the status (e.g. 'Invalid email or password.' on a 401). */
  readonly apiMessage: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    readonly status: number,
    apiMessage?: string,
    fieldErrors?: FieldErrors,
  ) {
    super(messageForStatus(status, apiMessage));
    this.apiMessage = apiMessage;
    this.fieldErrors = STATUSES_WITH_API_MESSAGE.has(status) ? fieldErrors : undefined;
  }

  /** Builds the error from a response body, which may be the API's `{ statusCode, error, message, fieldErrors }` or anything else. */
  static fromBody(status: number, body: unknown): ApiError {
    if (typeof body !== 'object' || body === null) return new ApiError(status);
    const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: unknown };
    return new ApiError(status, typeof message === 'string' && message.length > 0 ? message : undefined, isFieldErrors(fieldErrors) ? fieldErrors : undefined);
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

/** True for errors that retrying cannot fix: the caller is not signed in or not allowed. */
export function isAuthError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  const message = error instanceof Error ? error.message : String(error);
  return /\b(401|403)\b/.test(message);
}
