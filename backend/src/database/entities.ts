import { Activity } from '../activities/activity.entity';
import { PlatformSettings } from '../admin/platform-settings.entity';
import { RegionSalesDay } from '../analytics/region-sales-day.entity';
import { ApiKey } from '../api-keys/api-key.entity';
import { AccountToken } from '../auth/local/account-token.entity';
import { LocalAccount } from '../auth/local/local-account.entity';
import { CommissionConfig } from '../commissions/commission-config.entity';
import { CommissionTier } from '../commissions/commission-tier.entity';
import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { ShoppingEvent } from '../events/event.entity';
import { EventVendor } from '../events/event-vendor.entity';
import { GiftCard } from '../gift-cards/gift-card.entity';
import { GiftCardRedemption } from '../gift-cards/gift-card-redemption.entity';
import { InWorldObject } from '../in-world-objects/in-world-object.entity';
import { InWorldCall } from '../lsl/in-world-call.entity';
import { InWorldRefund } from '../lsl/in-world-refund.entity';
import { NOTIFICATION_ENTITIES } from '../notifications/notification.entity';
import { Product } from '../products/product.entity';
import { Payout } from '../profit-sharing/payout.entity';
import { ProfitSplit } from '../profit-sharing/profit-split.entity';
import { CouponUse } from '../promotions/coupon-use.entity';
import { Promotion } from '../promotions/promotion.entity';
import { Redelivery } from '../redeliveries/redelivery.entity';
import { SALES_ROLLUP_ENTITIES } from '../sales-rollups/sales-rollup.entities';
import { Transaction } from '../transactions/transaction.entity';
import { ProductVersion } from '../update-broadcasts/product-version.entity';
import { UpdateBroadcast } from '../update-broadcasts/update-broadcast.entity';
import { UpdateDelivery } from '../update-broadcasts/update-delivery.entity';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

export const ENTITIES = [
  User,
  LocalAccount,
  AccountToken,
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
  ProfitSplit,
  Payout,
  ...SALES_ROLLUP_ENTITIES,
  RegionSalesDay,
  ...NOTIFICATION_ENTITIES,
  ProductVersion,
  UpdateBroadcast,
  UpdateDelivery,
];
