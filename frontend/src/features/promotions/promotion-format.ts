import type { ChipProps } from '@mui/material/Chip';

import type { PromotionDto, PromotionDtoKind, PromotionDtoStatus } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { countLabel } from '../../ui/plural';
import { percentLabel, sltDateTimeLabel } from '../transactions/transaction-format';

export const KIND_LABELS: Record<PromotionDtoKind, string> = {
  sale: 'Sale',
  coupon: 'Coupon',
  vip: 'VIP list',
  loyalty: 'Loyalty reward',
};

/** What it takes off: '10% off', 'L$50 off'. */
export function takesOffLabel(promotion: Pick<PromotionDto, 'percentOff' | 'amountOff'>): string {
  if (promotion.amountOff !== null) return `${formatLindens(promotion.amountOff)} off`;
  if (promotion.percentOff !== null) return `${percentLabel(promotion.percentOff)} off`;
  return 'Nothing off';
}

/** The product it discounts, or 'All products'. */
export function appliesToLabel(promotion: Pick<PromotionDto, 'productId' | 'productName'>): string {
  if (promotion.productId === null) return 'All products';
  return promotion.productName ?? `Product #${promotion.productId}`;
}

/** Who gets it, for VIP lists and loyalty rewards: '3 VIP avatars', 'After L$5,000 spent'; null for everyone. */
export function audienceLabel(promotion: Pick<PromotionDto, 'kind' | 'avatarKeys' | 'minSpent'>): string | null {
  if (promotion.kind === 'vip') return countLabel(promotion.avatarKeys.length, 'VIP avatar');
  if (promotion.kind === 'loyalty' && promotion.minSpent !== null) return `After ${formatLindens(promotion.minSpent)} spent`;
  return null;
}

/** A coupon's uses against its limit: '3 / 100', '3 / no limit'; null for the other kinds, which are not counted. */
export function usesLabel(promotion: Pick<PromotionDto, 'kind' | 'uses' | 'maxUses'>): string | null {
  if (promotion.kind !== 'coupon') return null;
  return `${promotion.uses.toLocaleString()} / ${promotion.maxUses === null ? 'no limit' : promotion.maxUses.toLocaleString()}`;
}

/** When it applies, in SLT, one line each end: ['From Jan 1, 2026, 12:00 AM SLT', 'Until …']; ['Always'] when open. */
export function periodLines(promotion: Pick<PromotionDto, 'startsAt' | 'endsAt'>, format?: Intl.DateTimeFormat): string[] {
  const lines: string[] = [];
  if (promotion.startsAt) lines.push(`From ${sltDateTimeLabel(promotion.startsAt, format)}`);
  if (promotion.endsAt) lines.push(`Until ${sltDateTimeLabel(promotion.endsAt, format)}`);
  return lines.length > 0 ? lines : ['Always'];
}

const STATUS_COLORS: Record<PromotionDtoStatus, ChipProps['color']> = {
  running: 'success',
  scheduled: 'info',
  'used up': 'warning',
  ended: 'default',
  inactive: 'default',
};

/** The status chip: 'Running' in green, 'Scheduled' in blue, 'Used up' in orange, 'Ended' and 'Inactive' grey. */
export function statusChip(status: PromotionDtoStatus): { label: string; color: ChipProps['color'] } {
  return { label: status.charAt(0).toUpperCase() + status.slice(1), color: STATUS_COLORS[status] };
}
