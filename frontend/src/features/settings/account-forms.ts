import type { FormErrors } from '../../ui/use-form-fields';

/** The built-in sign-in's account forms (Settings → Security, the reset page): their fields and the checks made before calling the API. */

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangeEmailValues {
  newEmail: string;
  currentPassword: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The API's limits (docs/product.md, 6): 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

function newPasswordError(password: string, label: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `${label} must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `${label} must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

function without<Values>(errors: Record<keyof Values, string | undefined>): FormErrors<Values> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FormErrors<Values>;
}

export function validateChangePassword(values: ChangePasswordValues): FormErrors<ChangePasswordValues> {
  return without<ChangePasswordValues>({
    currentPassword: values.currentPassword === '' ? 'Current password is required' : undefined,
    newPassword:
      newPasswordError(values.newPassword, 'New password') ??
      (values.newPassword === values.currentPassword ? 'The new password must be different from the current one.' : undefined),
    confirmPassword: values.confirmPassword !== values.newPassword ? 'The new passwords do not match' : undefined,
  });
}

/** A rough shape check; the API's address rules are the ones that count, and its message is shown on the field. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateChangeEmail(values: ChangeEmailValues, currentEmail: string | null): FormErrors<ChangeEmailValues> {
  const newEmail = values.newEmail.trim();
  return without<ChangeEmailValues>({
    newEmail: !LOOKS_LIKE_EMAIL.test(newEmail)
      ? 'Invalid email address'
      : newEmail.toLowerCase() === currentEmail?.toLowerCase()
        ? 'This is already your e-mail address.'
        : undefined,
    currentPassword: values.currentPassword === '' ? 'Current password is required' : undefined,
  });
}

export function validateNewPassword(values: NewPasswordValues): FormErrors<NewPasswordValues> {
  return without<NewPasswordValues>({
    password: newPasswordError(values.password, 'Password'),
    confirmPassword: values.confirmPassword !== values.password ? 'The passwords do not match' : undefined,
  });
}
