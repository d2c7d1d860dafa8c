/** 'Failed to update user role: You cannot remove your own admin role.' */
export function failureText(action: string, error: unknown): string {
  return error instanceof Error && error.message !== '' ? `${action}: ${error.message}` : action;
}
