import { ApiError } from '../../api/api-error';

/**
 * The sentence to show for a failed account request: the API's own where it has one the user can act on
 * ('Invalid email or password.', a used reset link, 'Too many failed sign-ins. Try again in 15 minutes…'), else the
 * generic wording of the status.
 */
export function accountErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.apiMessage ?? error.message;
  return 'Something went wrong. Please try again.';
}

/** The API's first message for one field of the form, if it named that field. */
export function accountFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;
}
