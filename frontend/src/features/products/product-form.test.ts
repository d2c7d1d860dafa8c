import { describe, expect, it } from 'vitest';

import type { ProductDto } from '../../api/generated/model';
import { toDateTimeLocal } from '../../ui/date-time-local';
import { productFormValues, toProductInput, typedTextureKey } from './product-form';

const product: ProductDto = {
  id: 7,
  name: 'Limited Gown',
  description: null,
  vendorId: 3,
  price: 300,
  isActive: true,
  slItemId: null,
  itemName: null,
  textureKey: null,
  demoItemName: null,
  displayOrder: 4,
  marketplaceItemId: '1234567',
  stock: 4,
  lowStockThreshold: 2,
  availableFrom: '2026-12-01T08:00:00.000Z',
  availableUntil: null,
  lowStock: false,
  soldOut: false,
  giftCardValue: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  owner: { id: 'user_1', email: 'merchant@example.com', name: 'Test Merchant' },
};

describe('product form: stock and availability', () => {
  it('shows the saved stock, threshold and dates, blank where none is set', () => {
    expect(productFormValues(product, [])).toMatchObject({
      stock: '4',
      lowStockThreshold: '2',
      availableFrom: toDateTimeLocal('2026-12-01T08:00:00.000Z'),
      availableUntil: '',
    });
    expect(productFormValues(null, [])).toMatchObject({ stock: '', lowStockThreshold: '', availableFrom: '', availableUntil: '' });
  });

  it('sends blanks as null (unlimited, open) and the rest as numbers and instants', () => {
    const values = { ...productFormValues(product, []), stock: ' 0 ', lowStockThreshold: '', availableUntil: toDateTimeLocal('2026-12-24T08:00:00.000Z') };
    expect(toProductInput(values)).toMatchObject({
      stock: 0,
      lowStockThreshold: null,
      availableFrom: '2026-12-01T08:00:00.000Z',
      availableUntil: '2026-12-24T08:00:00.000Z',
    });
  });

  it('sends what it cannot read as typed, so the API names the problem on the field', () => {
    const values = { ...productFormValues(product, []), stock: 'lots', availableFrom: 'soon' };
    expect(toProductInput(values)).toMatchObject({ stock: 'lots', availableFrom: 'soon' });
  });
});

describe('product form: gift card value', () => {
  it('shows the face value of a gift card product, blank for an ordinary one', () => {
    expect(productFormValues({ ...product, giftCardValue: 500 }, []).giftCardValue).toBe('500');
    expect(productFormValues(product, []).giftCardValue).toBe('');
    expect(productFormValues(null, []).giftCardValue).toBe('');
  });

  it('sends blank as null (an ordinary product), a number as a number and anything else as typed for the API to name', () => {
    const values = productFormValues(product, []);
    expect(toProductInput({ ...values, giftCardValue: ' ' }).giftCardValue).toBeNull();
    expect(toProductInput({ ...values, giftCardValue: '1000' }).giftCardValue).toBe(1000);
    expect(toProductInput({ ...values, giftCardValue: 'many' }).giftCardValue).toBe('many');
  });
});

describe('product form: Marketplace item ID', () => {
  it('shows the saved item id, blank when the product is not listed on the Marketplace', () => {
    expect(productFormValues(product, []).marketplaceItemId).toBe('1234567');
    expect(productFormValues({ ...product, marketplaceItemId: null }, []).marketplaceItemId).toBe('');
    expect(productFormValues(null, []).marketplaceItemId).toBe('');
  });

  it('sends it trimmed, and blank as null (cleared)', () => {
    const values = productFormValues(product, []);
    expect(toProductInput({ ...values, marketplaceItemId: ' 7654321 ' }).marketplaceItemId).toBe('7654321');
    expect(toProductInput({ ...values, marketplaceItemId: '  ' }).marketplaceItemId).toBeNull();
  });
});

describe('product form: what the vendor shows and gives', () => {
  const dressed = {
    ...product,
    itemName: 'Limited Gown (boxed)',
    slItemId: 'Limited Gown (boxed)',
    textureKey: '89556747-24cb-43ed-920b-47caed15465f',
    demoItemName: 'Gown DEMO',
  };

  it('shows the saved item name, texture key, demo item and order; a new product starts blank', () => {
    expect(productFormValues(dressed, [])).toMatchObject({
      itemName: 'Limited Gown (boxed)',
      textureKey: '89556747-24cb-43ed-920b-47caed15465f',
      demoItemName: 'Gown DEMO',
      displayOrder: '4',
    });
    expect(productFormValues(product, [])).toMatchObject({ itemName: '', textureKey: '', demoItemName: '', displayOrder: '4' });
    expect(productFormValues(null, [])).toMatchObject({ itemName: '', textureKey: '', demoItemName: '', displayOrder: '' });
  });

  it('sends the texts trimmed and blanks as null, under itemName only', () => {
    const input = toProductInput({ ...productFormValues(dressed, []), itemName: ' Gown v2 ', textureKey: ' ', demoItemName: '' });
    expect(input).toMatchObject({ itemName: 'Gown v2', textureKey: null, demoItemName: null });
    expect(input).not.toHaveProperty('slItemId');
  });

  it('sends the order as a number, leaves a blank one out (after the others when new) and sends the unreadable as typed', () => {
    const values = productFormValues(product, []);
    expect(toProductInput({ ...values, displayOrder: ' 12 ' }).displayOrder).toBe(12);
    expect(toProductInput({ ...values, displayOrder: '' })).not.toHaveProperty('displayOrder');
    expect(toProductInput({ ...values, displayOrder: 'first' }).displayOrder).toBe('first');
  });

  it('reads a typed texture key for the preview only when it is a UUID (any case), never the null key', () => {
    expect(typedTextureKey(' 89556747-24CB-43ED-920B-47CAED15465F ')).toBe('89556747-24cb-43ed-920b-47caed15465f');
    expect(typedTextureKey('89556747-24cb-43ed-920b')).toBeNull();
    expect(typedTextureKey('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(typedTextureKey('')).toBeNull();
  });
});
