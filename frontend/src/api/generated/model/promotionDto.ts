/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PromotionDtoKind } from './promotionDtoKind';
import type { PromotionDtoStatus } from './promotionDtoStatus';

export interface PromotionDto {
  /**
   * Whole L$ off.
   * @nullable
   */
  amountOff: number | null;
  avatarKeys: string[];
  /** @nullable */
  code: string | null;
  createdAt: string;
  /** @nullable */
  endsAt: string | null;
  id: number;
  isActive: boolean;
  kind: PromotionDtoKind;
  /** @nullable */
  maxUses: number | null;
  /** @nullable */
  minSpent: number | null;
  name: string;
  oncePerAvatar: boolean;
  /**
   * Percent off, exact to 2 decimals.
   * @nullable
   */
  percentOff: string | null;
  /** @nullable */
  productId: number | null;
  /**
   * The product's name, when it discounts one product.
   * @nullable
   */
  productName: string | null;
  /** @nullable */
  startsAt: string | null;
  /** Where it stands now: scheduled, running, ended, used up (a coupon) or inactive. */
  status: PromotionDtoStatus;
  /** Sales this coupon discounted. */
  uses: number;
}
