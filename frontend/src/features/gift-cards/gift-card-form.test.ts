import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';
import { EMPTY_GIFT_CARD_FORM, giftCardFieldErrors, toIssueGiftCardInput, validateGiftCardForm } from './gift-card-form';
import { giftCardStatus, holderLines, originLabel } from './gift-card-format';

const KEY = 'a2e76fcd-9360-4f6d-a924-000000000003';

describe('issue gift card form', () => {
  it('needs a whole face value from L$1 to L$1,000,000', () => {
    expect(validateGiftCardForm(EMPTY_GIFT_CARD_FORM).faceValue).toBe('Face value is required');
    for (const wrong of ['0', '12.5', '1000001', 'lots']) {
      expect(validateGiftCardForm({ ...EMPTY_GIFT_CARD_FORM, faceValue: wrong }).faceValue).toBe('Face value must be a whole number of L$ from 1 to 1,000,000');
    }
    expect(validateGiftCardForm({ ...EMPTY_GIFT_CARD_FORM, faceValue: '500' })).toEqual({});
  });

  it('takes an avatar key for the holder, or nothing', () => {
    const values = { ...EMPTY_GIFT_CARD_FORM, faceValue: '500' };
    expect(validateGiftCardForm({ ...values, holderKey: 'Bea Resident' }).holderKey).toBe('Holder must be an avatar key (a UUID), or empty');
    expect(validateGiftCardForm({ ...values, holderKey: ` ${KEY.toUpperCase()} ` })).toEqual({});
  });

  it('keeps the holder name and note to 255 characters', () => {
    const values = { ...EMPTY_GIFT_CARD_FORM, faceValue: '500', holderName: 'x'.repeat(256), note: 'y'.repeat(256) };
    expect(validateGiftCardForm(values)).toEqual({ holderName: 'Holder name must be at most 255 characters', note: 'Note must be at most 255 characters' });
  });

  it('sends the face value as a number, the key in lower case and blank text as null', () => {
    expect(toIssueGiftCardInput({ faceValue: ' 500 ', holderKey: KEY.toUpperCase(), holderName: ' Bea Resident ', note: ' ' })).toEqual({
      faceValue: 500,
      holderKey: KEY,
      holderName: 'Bea Resident',
      note: null,
    });
  });

  it("shows the API's messages on their fields", () => {
    const error = new ApiError(400, 'Face value must be a whole number of L$ from 1 to 1,000,000', {
      faceValue: ['Face value must be a whole number of L$ from 1 to 1,000,000'],
    });
    expect(giftCardFieldErrors(error)).toEqual({ faceValue: 'Face value must be a whole number of L$ from 1 to 1,000,000' });
  });
});

describe('gift card labels', () => {
  it('is Voided once voided, Spent with nothing left, Active otherwise', () => {
    expect(giftCardStatus({ voidedAt: '2026-01-16T08:00:00Z', balance: 300 })).toBe('Voided');
    expect(giftCardStatus({ voidedAt: '2026-01-16T08:00:00Z', balance: 0 })).toBe('Voided');
    expect(giftCardStatus({ voidedAt: null, balance: 0 })).toBe('Spent');
    expect(giftCardStatus({ voidedAt: null, balance: 1 })).toBe('Active');
  });

  it('says whether the card was bought or issued', () => {
    expect(originLabel('sale')).toBe('Bought');
    expect(originLabel('merchant')).toBe('Issued');
  });

  it("shows the holder's name and the start of their key, whichever is known", () => {
    expect(holderLines({ holderName: 'Bea Resident', holderKey: KEY })).toEqual(['Bea Resident', 'a2e76fcd']);
    expect(holderLines({ holderName: 'Bea Resident', holderKey: null })).toEqual(['Bea Resident']);
    expect(holderLines({ holderName: null, holderKey: KEY })).toEqual(['a2e76fcd']);
    expect(holderLines({ holderName: ' ', holderKey: null })).toEqual(['No holder']);
  });
});
