import type { ChipProps } from '@mui/material/Chip';

import type { GiftCardDto } from '../../api/generated/model';
import { shortId } from '../transactions/transaction-format';

export type GiftCardStatus = 'Active' | 'Voided' | 'Spent';

/** Voided once voided, whatever is left; Spent when nothing is left; Active otherwise. */
export function giftCardStatus(card: Pick<GiftCardDto, 'voidedAt' | 'balance'>): GiftCardStatus {
  if (card.voidedAt !== null) return 'Voided';
  return card.balance === 0 ? 'Spent' : 'Active';
}

export const STATUS_COLORS: Record<GiftCardStatus, ChipProps['color']> = {
  Active: 'success',
  Voided: 'error',
  Spent: 'default',
};

/** Bought at a vendor, or issued by hand on this page. */
export function originLabel(origin: GiftCardDto['origin']): string {
  return origin === 'sale' ? 'Bought' : 'Issued';
}

/** The holder's name and the start of their key, for the table: ['Bea Resident', 'a2e76fcd']; ['No holder'] when neither is known. */
export function holderLines(card: Pick<GiftCardDto, 'holderName' | 'holderKey'>): [string, string?] {
  const name = card.holderName?.trim() ?? '';
  if (name !== '') return card.holderKey ? [name, shortId(card.holderKey)] : [name];
  return card.holderKey ? [shortId(card.holderKey)] : ['No holder'];
}
