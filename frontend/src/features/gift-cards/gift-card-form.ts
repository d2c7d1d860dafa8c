import type { IssueGiftCardDto } from '../../api/generated/model';
import type { FormErrors } from '../../ui/use-form-fields';
import { apiFieldErrors } from '../settings/form-errors';

export interface GiftCardFormValues {
  /** Whole L$ as typed. */
  faceValue: string;
  holderKey: string;
  holderName: string;
  note: string;
}

export type GiftCardFormErrors = FormErrors<GiftCardFormValues>;

// The API's limits and messages (backend/src/gift-cards/dto/gift-card.dto.ts), checked here before sending.
export const FACE_VALUE_MAX = 1_000_000;
export const GIFT_CARD_TEXT_MAX = 255;
const FACE_VALUE_MESSAGE = 'Face value must be a whole number of L$ from 1 to 1,000,000';
const AVATAR_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULL_KEY = '00000000-0000-0000-0000-000000000000';
const FORM_FIELDS = ['faceValue', 'holderKey', 'holderName', 'note'] as const;

export const EMPTY_GIFT_CARD_FORM: GiftCardFormValues = { faceValue: '', holderKey: '', holderName: '', note: '' };

export function validateGiftCardForm(values: GiftCardFormValues): GiftCardFormErrors {
  const errors: GiftCardFormErrors = {};
  const faceValue = values.faceValue.trim();
  if (faceValue === '') errors.faceValue = 'Face value is required';
  else if (!/^\d+$/.test(faceValue) || Number(faceValue) < 1 || Number(faceValue) > FACE_VALUE_MAX) errors.faceValue = FACE_VALUE_MESSAGE;
  const holderKey = values.holderKey.trim();
  if (holderKey !== '' && (!AVATAR_KEY_PATTERN.test(holderKey) || holderKey === NULL_KEY)) {
    errors.holderKey = 'Holder must be an avatar key (a UUID), or empty';
  }
  if (values.holderName.trim().length > GIFT_CARD_TEXT_MAX) errors.holderName = `Holder name must be at most ${GIFT_CARD_TEXT_MAX} characters`;
  if (values.note.trim().length > GIFT_CARD_TEXT_MAX) errors.note = `Note must be at most ${GIFT_CARD_TEXT_MAX} characters`;
  return errors;
}

/** The body for issuing a card: the face value as a number, blank text as null. */
export function toIssueGiftCardInput(values: GiftCardFormValues): IssueGiftCardDto {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    faceValue: Number(values.faceValue.trim()),
    holderKey: text(values.holderKey)?.toLowerCase() ?? null,
    holderName: text(values.holderName),
    note: text(values.note),
  };
}

/** The API's first message for each form field, from a 400 answer. */
export function giftCardFieldErrors(error: unknown): GiftCardFormErrors {
  return apiFieldErrors(error, FORM_FIELDS);
}
