/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdatePromotionDtoKind } from './updatePromotionDtoKind';

export interface UpdatePromotionDto {
  /**
   * Whole L$ off (sales and coupons); exactly one of percentOff and amountOff.
   * @nullable
   */
  amountOff?: number | null;
  /** VIP: the avatar keys on the list (at most 500). */
  avatarKeys?: string[];
  /**
   * Coupons: the code buyers type (letters, digits, - and _; kept in upper case).
   * @nullable
   */
  code?: string | null;
  /**
   * Valid until, excluded (after startsAt); null: no end.
   * @nullable
   */
  endsAt?: string | null;
  /** Switched on (the default) or off. */
  isActive?: boolean;
  /** sale (store-wide or one product), coupon (a code), vip (a list of avatars), loyalty (after L$ spent). */
  kind?: UpdatePromotionDtoKind;
  /**
   * Coupons: uses allowed in all; null: no limit.
   * @nullable
   */
  maxUses?: number | null;
  /**
   * Loyalty: whole L$ a buyer must have spent with you before it applies.
   * @nullable
   */
  minSpent?: number | null;
  /**
   * A name for the merchant, e.g. "Winter sale".
   * @maxLength 100
   */
  name?: string;
  /** Coupons: each avatar may use it once. */
  oncePerAvatar?: boolean;
  /**
   * Percent off, more than 0 and at most 100, 2 decimals at most (sent as "12.5" or 12.5).
   * @nullable
   */
  percentOff?: string | null;
  /**
   * Sales and coupons: the one product discounted; null: every product.
   * @nullable
   */
  productId?: number | null;
  /**
   * Valid from (ISO 8601 with a zone); null: at once.
   * @nullable
   */
  startsAt?: string | null;
}
