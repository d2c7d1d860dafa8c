import type { ChipProps } from '@mui/material/Chip';

import type { PayoutDtoStatus } from '../../api/generated/model';

export const PAYOUT_STATUSES: readonly PayoutDtoStatus[] = ['due', 'paid', 'failed'];

export const PAYOUT_STATUS_LABELS: Record<PayoutDtoStatus, string> = { due: 'Due', paid: 'Paid', failed: 'Failed' };

/** Due is on its way (the vendor pays it), paid is done, failed needs the merchant. */
export const PAYOUT_STATUS_COLORS: Record<PayoutDtoStatus, ChipProps['color']> = { due: 'info', paid: 'success', failed: 'error' };

/** What the sale was: 'Main Store · Red Dress', or the vendor alone for a sale without a product. */
export function payoutSaleLabel(vendorName: string, productName: string | null): string {
  return productName ? `${vendorName} · ${productName}` : vendorName;
}

/** A partner's name, or the start of their avatar key when the name is blank. */
export function partnerLabel(avatarName: string, avatarKey: string): string {
  return avatarName.trim() || avatarKey.slice(0, 8);
}

export interface LedgerFilters {
  avatarKey: string | null;
  status: PayoutDtoStatus | null;
}

export interface LedgerPaging {
  page: number;
  pageSize: number;
}

export const LEDGER_PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;

/** The ledger's filters as the page address keeps them (?partner=&status=), anything unknown left out. */
export function ledgerFiltersFrom(params: URLSearchParams): LedgerFilters {
  const status = params.get('status');
  const partner = params.get('partner');
  return {
    avatarKey: partner && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(partner) ? partner.toLowerCase() : null,
    status: PAYOUT_STATUSES.includes(status as PayoutDtoStatus) ? (status as PayoutDtoStatus) : null,
  };
}

export function ledgerPagingFrom(params: URLSearchParams): LedgerPaging {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: LEDGER_PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address with these filters (and back on the first page). */
export function withLedgerFilters(params: URLSearchParams, filters: LedgerFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.avatarKey) next.set('partner', filters.avatarKey);
  else next.delete('partner');
  if (filters.status) next.set('status', filters.status);
  else next.delete('status');
  next.delete('page');
  return next;
}

export function withLedgerPaging(params: URLSearchParams, paging: LedgerPaging): URLSearchParams {
  const next = new URLSearchParams(params);
  if (paging.page > 1) next.set('page', String(paging.page));
  else next.delete('page');
  if (paging.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(paging.pageSize));
  else next.delete('pageSize');
  return next;
}

/** Second Life's transaction_result error words (llTransferLindenDollars), as a merchant reads them. */
const SECOND_LIFE_PAYOUT_ERRORS: Record<string, (whom: string) => string> = {
  LINDENDOLLAR_INSUFFICIENTFUNDS: (whom) => `Not enough L$ on your account to pay ${whom}`,
  LINDENDOLLAR_ENTITYDOESNOTEXIST: (whom) => `${whom.replace(/^the /, 'The ')} avatar does not exist`,
};

/**
 * Why a payout (or a refund: `whom` is 'the buyer') failed, in words: Second Life's error words are translated (the
 * code kept in brackets, for support); the platform's own sentences are shown as they are.
 */
export function payoutReasonText(reason: string | null, whom = 'the partner'): string | null {
  if (reason === null) return null;
  const known = SECOND_LIFE_PAYOUT_ERRORS[reason.trim()]?.(whom);
  if (known) return `${known} (${reason.trim()})`;
  return /^[A-Z][A-Z0-9_]+$/.test(reason.trim()) ? `Second Life refused the transfer (${reason.trim()})` : reason;
}
