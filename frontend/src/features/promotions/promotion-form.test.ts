import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';
import type { PromotionDto } from '../../api/generated/model';
import {
  AMOUNT_MESSAGE,
  parseAvatarKeys,
  PERCENT_MESSAGE,
  promotionFieldErrors,
  type PromotionFormValues,
  promotionFormValues,
  toPromotionInput,
  validatePromotionForm,
} from './promotion-form';

const VIP_KEY = 'a2e76fcd-9360-4f6d-a924-000000000003';
const OTHER_KEY = 'b3f87a0e-1471-4a7e-b035-000000000004';

const blank = promotionFormValues(null);
const sale = (changes: Partial<PromotionFormValues>): PromotionFormValues => ({ ...blank, name: 'Winter sale', discount: '10', ...changes });

const coupon: PromotionDto = {
  id: 4,
  kind: 'coupon',
  name: 'Spring coupon',
  productId: 7,
  productName: 'Mesh Jacket',
  percentOff: null,
  amountOff: 50,
  code: 'SPRING',
  maxUses: 100,
  uses: 3,
  oncePerAvatar: true,
  minSpent: null,
  avatarKeys: [],
  startsAt: '2026-01-16T08:00:00.000Z',
  endsAt: null,
  isActive: true,
  status: 'running',
  createdAt: '2026-01-10T08:00:00.000Z',
};

describe('promotion form values', () => {
  it('starts a new promotion as an active store-wide sale of a percent off, open at both ends', () => {
    expect(blank).toMatchObject({ kind: 'sale', discountType: 'percent', discount: '', productId: '', startsAt: '', endsAt: '', isActive: true });
  });

  it("fills in a coupon's values, its dates on the SLT clock", () => {
    expect(promotionFormValues(coupon)).toEqual({
      kind: 'coupon',
      name: 'Spring coupon',
      discountType: 'amount',
      discount: '50',
      productId: 7,
      code: 'SPRING',
      maxUses: '100',
      oncePerAvatar: true,
      avatarKeys: '',
      minSpent: '',
      startsAt: '2026-01-16T00:00',
      endsAt: '',
      isActive: true,
    });
  });

  it('shows a percent from the API without trailing zeros', () => {
    expect(promotionFormValues({ ...coupon, amountOff: null, percentOff: '12.50' })).toMatchObject({ discountType: 'percent', discount: '12.5' });
  });
});

describe('promotion form rules', () => {
  it('accepts a whole sale and finds nothing wrong', () => {
    expect(validatePromotionForm(sale({}))).toEqual({});
    expect(validatePromotionForm(sale({ discountType: 'amount', discount: '50' }))).toEqual({});
  });

  it('needs a name of at most 100 characters', () => {
    expect(validatePromotionForm(sale({ name: '  ' })).name).toBe('Name is required');
    expect(validatePromotionForm(sale({ name: 'x'.repeat(101) })).name).toBe('Name must be at most 100 characters');
  });

  it('takes a percent above 0 and at most 100 with at most 2 decimals', () => {
    expect(validatePromotionForm(sale({ discount: '' })).discount).toBe('Percent off is required');
    for (const wrong of ['0', '100.01', '12.345', '-5', 'ten']) expect(validatePromotionForm(sale({ discount: wrong })).discount).toBe(PERCENT_MESSAGE);
    for (const right of ['0.01', '12.5', '100']) expect(validatePromotionForm(sale({ discount: right })).discount).toBeUndefined();
  });

  it('takes whole L$ of at least 1 when the sale takes L$ off', () => {
    expect(validatePromotionForm(sale({ discountType: 'amount', discount: '' })).discount).toBe('L$ off is required');
    for (const wrong of ['0', '12.5', 'five']) expect(validatePromotionForm(sale({ discountType: 'amount', discount: wrong })).discount).toBe(AMOUNT_MESSAGE);
  });

  it('needs a coupon code of letters, digits, dashes or underscores, and whole max uses when set', () => {
    const couponValues = sale({ kind: 'coupon' });
    expect(validatePromotionForm(couponValues).code).toBe('A coupon needs a code');
    expect(validatePromotionForm({ ...couponValues, code: 'SPRING SALE' }).code).toBe('Code must be 1 to 40 letters, digits, dashes or underscores');
    expect(validatePromotionForm({ ...couponValues, code: 'spring_25', maxUses: '' })).toEqual({});
    expect(validatePromotionForm({ ...couponValues, code: 'SPRING', maxUses: '0' }).maxUses).toBe(
      'Max uses must be a whole number of at least 1, or empty for no limit',
    );
  });

  it('ignores the code on a sale, which does not take one', () => {
    expect(validatePromotionForm(sale({ code: 'not a code!' }))).toEqual({});
  });

  it('needs at least one avatar key on a VIP list, each a real key, and reads the discount as a percent even if L$ was chosen before', () => {
    const vip = sale({ kind: 'vip', discountType: 'amount', discount: '150' });
    expect(validatePromotionForm(vip)).toMatchObject({ avatarKeys: 'A VIP list needs at least one avatar key', discount: PERCENT_MESSAGE });
    expect(validatePromotionForm({ ...vip, discount: '15', avatarKeys: `${VIP_KEY}\nnot-a-key` }).avatarKeys).toBe('"not-a-key" is not an avatar key (a UUID)');
    expect(validatePromotionForm({ ...vip, discount: '15', avatarKeys: '00000000-0000-0000-0000-000000000000' }).avatarKeys).toContain('is not an avatar key');
    expect(validatePromotionForm({ ...vip, discount: '15', avatarKeys: `${VIP_KEY}, ${OTHER_KEY}` })).toEqual({});
  });

  it('needs the L$ a buyer must have spent on a loyalty reward', () => {
    const loyalty = sale({ kind: 'loyalty' });
    expect(validatePromotionForm(loyalty).minSpent).toBe('A loyalty reward needs the L$ a buyer must have spent');
    expect(validatePromotionForm({ ...loyalty, minSpent: '0' }).minSpent).toBe('L$ spent must be a whole number of at least 1');
    expect(validatePromotionForm({ ...loyalty, minSpent: '5000' })).toEqual({});
  });

  it('needs readable dates, the end after the start', () => {
    expect(validatePromotionForm(sale({ startsAt: 'soon' })).startsAt).toBe('Starts must be a date and time, or empty');
    expect(validatePromotionForm(sale({ startsAt: '2026-12-01T10:00', endsAt: '2026-12-01T10:00' })).endsAt).toBe('Ends must be after starts');
    expect(validatePromotionForm(sale({ startsAt: '2026-12-01T10:00', endsAt: '2026-12-08T10:00' }))).toEqual({});
    expect(validatePromotionForm(sale({ endsAt: '2026-12-08T10:00' }))).toEqual({});
  });
});

describe('promotion input', () => {
  it('sends a coupon with its code in upper case and its dates read as SLT', () => {
    const values = { ...promotionFormValues(coupon), code: ' spring ', endsAt: '2026-01-31T23:59' };
    expect(toPromotionInput(values)).toEqual({
      kind: 'coupon',
      name: 'Spring coupon',
      percentOff: null,
      amountOff: 50,
      productId: 7,
      code: 'SPRING',
      maxUses: 100,
      oncePerAvatar: true,
      avatarKeys: [],
      minSpent: null,
      startsAt: '2026-01-16T08:00:00.000Z',
      endsAt: '2026-02-01T07:59:00.000Z',
      isActive: true,
    });
  });

  it('sends only the fields of the kind, the others empty', () => {
    const vip = toPromotionInput({ ...promotionFormValues(coupon), kind: 'vip', discount: '15', avatarKeys: `${VIP_KEY.toUpperCase()}\n${VIP_KEY}` });
    expect(vip).toMatchObject({
      percentOff: '15',
      amountOff: null,
      productId: null,
      code: null,
      maxUses: null,
      oncePerAvatar: false,
      avatarKeys: [VIP_KEY],
      minSpent: null,
    });
    const loyalty = toPromotionInput(sale({ kind: 'loyalty', minSpent: ' 5000 ', productId: 7 }));
    expect(loyalty).toMatchObject({ percentOff: '10', minSpent: 5000, productId: null, avatarKeys: [] });
  });

  it('sends blank dates and an unlimited coupon as null, and every product as no product', () => {
    expect(toPromotionInput(sale({ kind: 'coupon', code: 'X', maxUses: '' }))).toMatchObject({ startsAt: null, endsAt: null, maxUses: null, productId: null });
  });
});

describe('parseAvatarKeys', () => {
  it('splits on lines, commas and spaces, lower-cases and keeps each key once', () => {
    expect(parseAvatarKeys(` ${VIP_KEY.toUpperCase()}\n\n${OTHER_KEY}, ${VIP_KEY} `)).toEqual([VIP_KEY, OTHER_KEY]);
    expect(parseAvatarKeys('   ')).toEqual([]);
  });
});

describe("the API's field errors", () => {
  it('shows each message on its field, percent and L$ off on the one discount field', () => {
    const error = new ApiError(400, 'Give either a percent off or an L$ amount off', {
      percentOff: ['Give either a percent off or an L$ amount off'],
      productId: ['Product must be one of your products'],
      unknownField: ['Ignored'],
    });
    expect(promotionFieldErrors(error)).toEqual({
      discount: 'Give either a percent off or an L$ amount off',
      productId: 'Product must be one of your products',
    });
  });

  it('shows a code already in use (409) on the code field', () => {
    const error = new ApiError(409, 'A coupon with this code already exists.', { code: ['A coupon with this code already exists.'] });
    expect(promotionFieldErrors(error)).toEqual({ code: 'A coupon with this code already exists.' });
  });

  it('has nothing for other errors', () => {
    expect(promotionFieldErrors(new ApiError(500))).toEqual({});
    expect(promotionFieldErrors(new Error('offline'))).toEqual({});
  });
});
