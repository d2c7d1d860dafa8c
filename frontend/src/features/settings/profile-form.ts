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
 * The PATCH body, trimmed. An empty email is left out only when the user has none yet (the field is optional);
 * clearing an existing one is sent, so the API's message explains why it cannot be blank.
 */
export function toProfileInput(values: ProfileFormValues, user: UserDto | null): UpdateProfileDto {
  const email = values.email.trim();
  const sendEmail = email !== '' || (user?.email ?? null) !== null;
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), ...(sendEmail ? { email } : {}) };
}
