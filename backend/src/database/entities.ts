import { PlatformSettings } from '../admin/platform-settings.entity';
import { GiftCardRedemption } from '../gift-cards/gift-card-redemption.entity';
import { GiftCard } from '../gift-cards/gift-card.entity';
import { InWorldRefund } from '../lsl/in-world-refund.entity';
import { CouponUse } from '../promotions/coupon-use.entity';
import { Promotion } from '../promotions/promotion.entity';
import { Activity } from '../activities/activity.entity';
import { ApiKey } from '../api-keys/api-key.entity';
import { LocalAccount } from '../auth/local/local-account.entity';
import { CommissionConfig } from '../commissions/commission-config.entity';
import { CommissionTier } from '../commissions/commission-tier.entity';
import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { EventVendor } from '../events/event-vendor.entity';
import { ShoppingEvent } from '../events/event.entity';
import { InWorldObject } from '../in-world-objects/in-world-object.entity';
import { InWorldCall } from '../lsl/in-world-call.entity';
import { Product } from '../products/product.entity';
import { Redelivery } from '../redeliveries/redelivery.entity';
import { SALES_ROLLUP_ENTITIES } from '../sales-rollups/sales-rollup.entities';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

export const ENTITIES = [
  User,
  LocalAccount,
  Vendor,
  Product,
  ShoppingEvent,
  EventVendor,
  Transaction,
  Redelivery,
  CommissionConfig,
  CommissionTier,
  ApiKey,
  Activity,
  InWorldCall,
  DeliveryBox,
  InWorldObject,
  Promotion,
  CouponUse,
  GiftCard,
  GiftCardRedemption,
  InWorldRefund,
  PlatformSettings,
  ...SALES_ROLLUP_ENTITIES,
];
