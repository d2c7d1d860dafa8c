import { Global, Module } from '@nestjs/common';

import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { InWorldAlerts } from './in-world-alerts';
import { InWorldNotices } from './in-world-notices';
import { NotificationMailer } from './notification-mailer';
import { NotificationUnsubscribeController } from './notification-unsubscribe.controller';
import { NotificationUnsubscribeService } from './notification-unsubscribe.service';
import { NotificationsController, NotificationStreamController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { ObjectsGoneSilent } from './objects-gone-silent';
import { PriceMismatchAlerts } from './price-mismatch-alerts';
import { SaleNotices } from './sale-notices';
import { StreamAuthGuard } from './stream-auth.guard';
import { StreamTickets } from './stream-tickets';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * Notifications: the bell, live streams, e-mail by the user's switches and in-world messages through their delivery
 * box. Other modules call NotificationsService.notify and InWorldNotices.handOut (the delivery box's poll); the
 * notifications listen to the sales recorded (sales/SaleEvents).
 */
@Global()
@Module({
  imports: [InWorldObjectsModule, SalesLedgerModule],
  controllers: [NotificationsController, NotificationStreamController, NotificationUnsubscribeController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    NotificationMailer,
    InWorldNotices,
    UnsubscribeLinks,
    NotificationUnsubscribeService,
    SaleNotices,
    ObjectsGoneSilent,
    PriceMismatchAlerts,
    InWorldAlerts,
    StreamTickets,
    StreamAuthGuard,
    JwtAuthGuard,
    UserThrottlerGuard,
  ],
  exports: [NotificationsService, InWorldNotices, StreamAuthGuard, StreamTickets, JwtAuthGuard],
})
export class NotificationsModule {}
