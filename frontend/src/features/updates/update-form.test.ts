import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';
import type { ProductDto, VendorDto } from '../../api/generated/model';
import { currentItem, initialPublishValues, ownProducts, publishFieldErrors, toPublishInput, validatePublishVersion } from './update-form';

describe('the Publish new version form', () => {
  it('starts with the product asked for, sending to every past buyer', () => {
    expect(initialPublishValues(31)).toEqual({ productId: '31', version: '', itemName: '', broadcast: true });
    expect(initialPublishValues(null).productId).toBe('');
  });

  it('checks what the API checks, with its messages', () => {
    expect(validatePublishVersion({ productId: '', version: ' ', itemName: '', broadcast: true })).toEqual({
      productId: 'Choose the product',
      version: 'Version is required',
      itemName: 'Item name is required: the new item as it is named in your delivery boxes',
    });
    expect(validatePublishVersion({ productId: '3', version: 'x'.repeat(51), itemName: 'y'.repeat(256), broadcast: false })).toEqual({
      version: 'Version must be at most 50 characters',
      itemName: 'Item name must be at most 255 characters',
    });
    expect(validatePublishVersion({ productId: '3', version: '2.0', itemName: 'Gown\tv2', broadcast: true })).toEqual({
      itemName: 'Item name must be on one line',
    });
    expect(validatePublishVersion({ productId: '3', version: '2.0', itemName: 'Gown v2', broadcast: true })).toEqual({});
  });

  it('sends the trimmed text and the choice to send it', () => {
    expect(toPublishInput({ productId: '3', version: ' 2.0 ', itemName: ' Gown v2 ', broadcast: false })).toEqual({
      version: '2.0',
      itemName: 'Gown v2',
      broadcast: false,
    });
  });

  it("shows the API's field messages beside their fields", () => {
    const conflict = new ApiError(409, 'This product already has a version "2.0".', { version: ['This product already has a version "2.0".'] });
    expect(publishFieldErrors(conflict)).toEqual({ version: 'This product already has a version "2.0".' });
    expect(publishFieldErrors(new Error('offline'))).toEqual({});
  });

  it("offers only the user's own products, by name, and names the item the boxes give now", () => {
    const vendors = [
      { id: 1, ownerId: 'me' },
      { id: 2, ownerId: 'someone else' },
    ] as VendorDto[];
    const products = [
      { id: 5, vendorId: 1, name: 'Starlight Hair', slItemId: null },
      { id: 6, vendorId: 2, name: 'Not mine', slItemId: null },
      { id: 7, vendorId: 1, name: 'Leather Boots', slItemId: 'Leather Boots (boxed)' },
    ] as ProductDto[];
    expect(ownProducts(products, vendors, 'me').map((product) => product.id)).toEqual([7, 5]);
    expect(ownProducts(products, vendors, undefined)).toEqual([]);
    expect(currentItem(products[0])).toBe('Starlight Hair');
    expect(currentItem(products[2])).toBe('Leather Boots (boxed)');
  });
});
