import type { CouponRow } from './sales-ledger.repository';

export const UNKNOWN_COUPON = 'Unknown coupon code.';
export const COUPON_NOT_YET = 'This coupon is not valid yet.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const COUPON_USED_UP = 'This coupon has been used up.';
export const COUPON_ALREADY_USED = 'You have already used this coupon.';
export const COUPON_OTHER_PRODUCT = 'This coupon is not valid for this product.';

/** Why this buyer cannot use the coupon on this product at `at`, or null when they can. */
export function couponProblem(coupon: CouponRow | null, productId: number | null, at: Date): string | null {
  if (!coupon || !coupon.isActive) return UNKNOWN_COUPON;
  if (coupon.startsAt && at.getTime() < new Date(coupon.startsAt).getTime()) return COUPON_NOT_YET;
  if (coupon.endsAt && at.getTime() >= new Date(coupon.endsAt).getTime()) return COUPON_EXPIRED;
  if (coupon.productId !== null && coupon.productId !== productId) return COUPON_OTHER_PRODUCT;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return COUPON_USED_UP;
  if (coupon.oncePerAvatar && coupon.usedByBuyer) return COUPON_ALREADY_USED;
  return null;
}
