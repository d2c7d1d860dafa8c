import { createHash } from 'node:crypto';

import { ansHash, ansHashMatches, rawQueryOf, readAnsOrder } from './ans-notification';

const PAYER = 'a2e76fcd-9360-4f6d-a924-000000000001';
const RECEIVER = 'b3f87ade-1234-4f6d-a924-000000000002';

describe('rawQueryOf', () => {
  it('keeps the query string exactly as sent, without the question mark', () => {
    expect(rawQueryOf('/api/marketplace/ans/abc?B=2&A=%20x+y&A=3')).toBe('B=2&A=%20x+y&A=3');
  });

  it('is empty without a query string, and keeps a second question mark as part of it', () => {
    expect(rawQueryOf('/api/marketplace/ans/abc')).toBe('');
    expect(rawQueryOf('/x?')).toBe('');
    expect(rawQueryOf('/x?a=1?b')).toBe('a=1?b');
  });
});

describe('ansHash and ansHashMatches', () => {
  const query = 'TransactionID=42&PayerName=Ava%20Resident&ItemName=Summer+Dress';
  const salt = 's3cret-salt';

  it('is the lower-case hex SHA-1 of the raw query string followed by the salt', () => {
    expect(ansHash(query, salt)).toBe(createHash('sha1').update(`${query}${salt}`).digest('hex'));
    expect(ansHash(query, salt)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the right hash, in either case and with surrounding spaces', () => {
    const hash = ansHash(query, salt);
    expect(ansHashMatches(query, salt, hash)).toBe(true);
    expect(ansHashMatches(query, salt, ` ${hash.toUpperCase()} `)).toBe(true);
    expect(ansHashMatches(query, salt, [hash, 'other'])).toBe(true);
  });

  it('refuses a missing, malformed or wrong hash', () => {
    const hash = ansHash(query, salt);
    expect(ansHashMatches(query, salt, undefined)).toBe(false);
    expect(ansHashMatches(query, salt, '')).toBe(false);
    expect(ansHashMatches(query, salt, hash.slice(1))).toBe(false);
    expect(ansHashMatches(query, salt, `${hash}0`)).toBe(false);
    expect(ansHashMatches(query, salt, 'z'.repeat(40))).toBe(false);
    expect(ansHashMatches(query, 'another-salt', hash)).toBe(false);
  });

  it('depends on the query string as sent: its order and its encoding', () => {
    const hash = ansHash(query, salt);
    expect(ansHashMatches('PayerName=Ava%20Resident&TransactionID=42&ItemName=Summer+Dress', salt, hash)).toBe(false);
    expect(ansHashMatches('TransactionID=42&PayerName=Ava+Resident&ItemName=Summer+Dress', salt, hash)).toBe(false);
  });
});

describe('readAnsOrder', () => {
  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const sale = {
    TransactionID: 'e4d1c0de-0000-4000-8000-000000000042',
    PayerName: 'Ava Resident',
    PayerKey: PAYER.toUpperCase(),
    ReceiverName: 'Ava Resident',
    ReceiverKey: PAYER,
    MerchantName: 'Luna Boutique',
    MerchantKey: 'c0ffee00-0000-4000-8000-000000000003',
    ItemID: '1234567',
    ItemName: 'Summer Dress',
    Type: 'Purchase',
    PaymentGross: '250',
    PaymentFee: '13',
    Region: 'Bay City',
  };

  it("reads Second Life's fields, lower-cases the keys and ignores unknown fields", () => {
    expect(readAnsOrder(`${query(sale)}&SomethingNew=1`)).toEqual({
      order: {
        transactionId: sale.TransactionID,
        payerKey: PAYER,
        payerName: 'Ava Resident',
        giftTo: null,
        giftToName: null,
        itemId: '1234567',
        itemName: 'Summer Dress',
        amount: 250,
        region: 'Bay City',
      },
    });
  });

  it('makes a gift of an order whose receiver is not the payer', () => {
    const read = readAnsOrder(query({ ...sale, ReceiverKey: RECEIVER, ReceiverName: 'Bea Resident' }));
    expect(read).toMatchObject({ order: { payerKey: PAYER, giftTo: RECEIVER, giftToName: 'Bea Resident' } });
  });

  it('takes Location when there is no Region, and leaves out what is absent', () => {
    const { Region: _region, ItemID: _item, PayerName: _name, ReceiverKey: _receiver, ...rest } = sale;
    expect(readAnsOrder(query({ ...rest, Location: 'Luna Bay (12, 34, 56)' }))).toMatchObject({
      order: { region: 'Luna Bay (12, 34, 56)', itemId: null, payerName: null, giftTo: null },
    });
  });

  it('accepts an order of L$0', () => {
    expect(readAnsOrder(query({ ...sale, PaymentGross: '0' }))).toMatchObject({ order: { amount: 0 } });
  });

  it.each([
    [{ TransactionID: '' }, 'TransactionID', 'TransactionID is required.'],
    [{ TransactionID: 'x'.repeat(65) }, 'TransactionID', 'TransactionID must be at most 64 characters.'],
    [{ PaymentGross: '' }, 'PaymentGross', 'PaymentGross is required.'],
    [{ PaymentGross: '-5' }, 'PaymentGross', 'PaymentGross must be a whole number of L$ of at least 0.'],
    [{ PaymentGross: '12.5' }, 'PaymentGross', 'PaymentGross must be a whole number of L$ of at least 0.'],
    [{ PaymentGross: '3000000000' }, 'PaymentGross', 'PaymentGross must be a whole number of L$ of at least 0.'],
    [{ PayerKey: 'Ava Resident' }, 'PayerKey', 'PayerKey must be an avatar key.'],
    [{ PayerKey: '00000000-0000-0000-0000-000000000000' }, 'PayerKey', 'PayerKey must be an avatar key.'],
    [{ ReceiverKey: 'nobody' }, 'ReceiverKey', 'ReceiverKey must be an avatar key.'],
  ])('refuses %j with a sentence naming %s', (change, field, message) => {
    expect(readAnsOrder(query({ ...sale, ...change }))).toEqual({ problem: { field, message } });
  });

  it('refuses an order without a TransactionID at all', () => {
    const { TransactionID: _id, ...rest } = sale;
    expect(readAnsOrder(query(rest))).toEqual({ problem: { field: 'TransactionID', message: 'TransactionID is required.' } });
  });

  it('takes the first value of a field sent twice', () => {
    expect(readAnsOrder(`${query(sale)}&PaymentGross=999`)).toMatchObject({ order: { amount: 250 } });
  });
});
