import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { NotificationsModule } from '../notifications/notifications.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { AccountClosing } from '../users/account-closing';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { WebhookSources } from './webhook-sources';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** Signed webhooks: endpoints, the events they hear, and deliveries retried until they succeed or 3 days pass (decision 104). */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookDelivery]), NotificationsModule, SalesLedgerModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookDispatcher, WebhookSources],
  exports: [WebhookSources, WebhookDispatcher],
})
export class WebhooksModule {
  /** Deleting an account deletes its endpoints, in the deletion's transaction. */
  constructor(closing: AccountClosing, repository: WebhooksRepository) {
    closing.register({ key: 'deletedWebhookEndpoints', run: (tx, userId) => repository.removeAllOf(tx, userId) });
  }
}
