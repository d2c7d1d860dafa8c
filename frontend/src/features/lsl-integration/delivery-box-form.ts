import { ApiError } from '../../api/api-error';
import type { CreateDeliveryBoxDto, DeliveryBoxDto } from '../../api/generated/model';

export interface DeliveryBoxFormValues {
  name: string;
  isActive: boolean;
}

export type DeliveryBoxFormErrors = Partial<Record<keyof DeliveryBoxFormValues, string>>;

// The API's limit and messages, checked here before sending.
export const BOX_NAME_MAX = 100;

export function deliveryBoxFormValues(box?: DeliveryBoxDto | null): DeliveryBoxFormValues {
  // A new box is active unless switched off, as the API defaults it.
  return { name: box?.name ?? '', isActive: box?.isActive ?? true };
}

export function validateDeliveryBoxForm(values: DeliveryBoxFormValues): DeliveryBoxFormErrors {
  const name = values.name.trim();
  if (name === '') return { name: 'Box name is required' };
  if (name.length > BOX_NAME_MAX) return { name: `Box name must be at most ${BOX_NAME_MAX} characters` };
  return {};
}

/** The body for create and update. */
export function toDeliveryBoxInput(values: DeliveryBoxFormValues): CreateDeliveryBoxDto {
  return { name: values.name.trim(), isActive: values.isActive };
}

/** The API's first message for each form field, from a 400 answer. */
export function deliveryBoxFieldErrors(error: unknown): DeliveryBoxFormErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: DeliveryBoxFormErrors = {};
  for (const field of ['name', 'isActive'] as const) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
