import { ApiError } from '../../api/api-error';
import type { CreateVendorDto, VendorDto } from '../../api/generated/model';

export interface VendorFormValues {
  name: string;
  description: string;
  slLocation: string;
  isActive: boolean;
}

export type VendorFormErrors = Partial<Record<keyof VendorFormValues, string>>;

// The API's limits and messages (backend/src/vendors/dto/vendor-input.dto.ts), checked here before sending.
export const VENDOR_NAME_MAX = 100;
export const VENDOR_DESCRIPTION_MAX = 2000;
export const VENDOR_LOCATION_MAX = 255;

export function vendorFormValues(vendor?: VendorDto | null): VendorFormValues {
  return {
    name: vendor?.name ?? '',
    description: vendor?.description ?? '',
    slLocation: vendor?.slLocation ?? '',
    // A new vendor is active unless switched off (docs/product.md, 6).
    isActive: vendor?.isActive ?? true,
  };
}

export function validateVendorForm(values: VendorFormValues): VendorFormErrors {
  const errors: VendorFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Vendor name is required';
  else if (name.length > VENDOR_NAME_MAX) errors.name = `Vendor name must be at most ${VENDOR_NAME_MAX} characters`;
  if (values.description.trim().length > VENDOR_DESCRIPTION_MAX) {
    errors.description = `Description must be at most ${VENDOR_DESCRIPTION_MAX} characters`;
  }
  if (values.slLocation.trim().length > VENDOR_LOCATION_MAX) {
    errors.slLocation = `Second Life location must be at most ${VENDOR_LOCATION_MAX} characters`;
  }
  return errors;
}

/** The body for create and update: trimmed text, blank optional text sent as null (cleared). */
export function toVendorInput(values: VendorFormValues): CreateVendorDto {
  const description = values.description.trim();
  const slLocation = values.slLocation.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    slLocation: slLocation === '' ? null : slLocation,
    isActive: values.isActive,
  };
}

/** The API's first message for each form field, from a 400 answer. */
export function fieldErrorsFromApi(error: unknown): VendorFormErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: VendorFormErrors = {};
  for (const field of ['name', 'description', 'slLocation', 'isActive'] as const) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
