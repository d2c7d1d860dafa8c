import { describe, expect, it } from 'vitest';

import { ledgerFiltersFrom, ledgerPagingFrom, partnerLabel, payoutReasonText, payoutSaleLabel, withLedgerFilters, withLedgerPaging } from './payout-format';

const ANN = 'a2e76fcd-9360-4f6d-a924-00000000000a';

describe('payout labels', () => {
  it('names the sale by its vendor and product', () => {
    expect(payoutSaleLabel('Main Store', 'Red Dress')).toBe('Main Store · Red Dress');
    expect(payoutSaleLabel('Main Store', null)).toBe('Main Store');
  });

  it('names a partner, or shows the start of their key', () => {
    expect(partnerLabel('Ann Resident', ANN)).toBe('Ann Resident');
    expect(partnerLabel('  ', ANN)).toBe('a2e76fcd');
  });
});

describe('the ledger filters in the page address', () => {
  it('reads a partner and a status, and ignores what is not one', () => {
    expect(ledgerFiltersFrom(new URLSearchParams(`partner=${ANN.toUpperCase()}&status=failed`))).toEqual({ avatarKey: ANN, status: 'failed' });
    expect(ledgerFiltersFrom(new URLSearchParams('partner=ann&status=lost'))).toEqual({ avatarKey: null, status: null });
  });

  it('writes them back, keeping other parameters and going back to the first page', () => {
    const params = withLedgerFilters(new URLSearchParams('page=3&vendor=2'), { avatarKey: ANN, status: 'due' });
    expect(params.toString()).toBe(`vendor=2&partner=${ANN}&status=due`);
    expect(withLedgerFilters(params, { avatarKey: null, status: null }).toString()).toBe('vendor=2');
  });

  it('keeps the page and page size, with the defaults left out', () => {
    expect(ledgerPagingFrom(new URLSearchParams('page=2&pageSize=50'))).toEqual({ page: 2, pageSize: 50 });
    expect(ledgerPagingFrom(new URLSearchParams('page=-1&pageSize=7'))).toEqual({ page: 1, pageSize: 25 });
    expect(withLedgerPaging(new URLSearchParams('status=paid'), { page: 1, pageSize: 25 }).toString()).toBe('status=paid');
    expect(withLedgerPaging(new URLSearchParams(), { page: 4, pageSize: 10 }).toString()).toBe('page=4&pageSize=10');
  });
});

describe('payoutReasonText', () => {
  it("says Second Life's refusal in words, keeping the code, and leaves the platform's own sentences alone", () => {
    expect(payoutReasonText('LINDENDOLLAR_INSUFFICIENTFUNDS')).toBe('Not enough L$ on your account to pay the partner (LINDENDOLLAR_INSUFFICIENTFUNDS)');
    expect(payoutReasonText('SOME_NEW_ERROR')).toBe('Second Life refused the transfer (SOME_NEW_ERROR)');
    expect(payoutReasonText('The splits and the commission pass 100 %.')).toBe('The splits and the commission pass 100 %.');
    expect(payoutReasonText(null)).toBeNull();
  });
});
