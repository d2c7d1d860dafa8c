import type { UpdateProfileDto, UserDto } from '../../api/generated/model';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
}

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function profileFormValues(user: UserDto | null): ProfileFormValues {
  return { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
}

/**
 * The names are checked here with the API's messages (docs/product.md, 3.17); the email is left to the API,
 * whose address rules are the ones that count, and its message is shown on the field.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'First name is required';
  if (values.lastName.trim() === '') errors.lastName = 'Last name is required';
  return errors;
}

/**
 * The PATCH body, trimmed: the names only. The e-mail is shown but not sent: it changes only once the new address is
 * verified (Settings → Security with the built-in sign-in, the sign-in account with Clerk; docs/product.md, Accounts).
 */
export function toProfileInput(values: ProfileFormValues): UpdateProfileDto {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
}
