import { ApiError } from '../../api/api-error';

/** The API's first message for each of the given form fields, from a 400 answer; empty for any other error. */
export function apiFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
