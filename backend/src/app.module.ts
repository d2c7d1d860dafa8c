import { DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ActivityMonitorModule } from './activity-monitor/activity-monitor.module';
import { AdminModule } from './admin/admin.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { CacheModule } from './cache/cache-invalidation.service';
import { CommissionsModule } from './commissions/commissions.module';
import { ClockModule } from './common/clock';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CustomersModule } from './customers/customers.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DataExportModule } from './data-export/data-export.module';
import { dataSourceOptions } from './database/data-source-options';
import { openMigratedDataSource } from './database/migrations-runner';
import { DeliveryBoxesModule } from './delivery-boxes/delivery-boxes.module';
import { DeliveryBoxesService } from './delivery-boxes/delivery-boxes.service';
import { EventBusModule } from './event-bus/event-bus.module';
import { EventsModule } from './events/events.module';
import { GiftCardsModule } from './gift-cards/gift-cards.module';
import { HealthController } from './health/health.controller';
import { HealthRepository } from './health/health.repository';
import { InWorldModule } from './in-world/in-world.module';
import { HeartbeatsModule } from './in-world-objects/heartbeats.module';
import { JobsModule } from './jobs/jobs.module';
import { LiveEventsModule } from './live-events/live-events.module';
import { MailModule } from './mail/mail.module';
import { MarketplaceModule } from './marketplace/marketplace.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProductsModule } from './products/products.module';
import { ProfitSharingModule } from './profit-sharing/profit-sharing.module';
import { PromotionsModule } from './promotions/promotions.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { RedeliveriesModule } from './redeliveries/redeliveries.module';
import { RedeliveryRequestsModule } from './redeliveries/redelivery-requests.module';
import { RedisModule } from './redis/redis.module';
import { RedisConnections } from './redis/redis-connections';
import { sharedThrottlerStorage } from './redis/shared-throttler-storage';
import { SalesModule } from './sales/sales.module';
import { SalesLedgerModule } from './sales/sales-ledger.module';
import { SellingVendors } from './sales/selling-vendors';
import { SettingsModule } from './settings/settings.module';
import { UpdateBroadcastsModule } from './update-broadcasts/update-broadcasts.module';
import { UsersModule } from './users/users.module';
import { VendorsModule } from './vendors/vendors.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(databaseUrl, config.databasePoolSize), retryAttempts: 1, retryDelay: 500 }),
          // Migrations under an advisory lock, so replicas starting together never run them twice (MIGRATIONS_RUN=false: check only).
          dataSourceFactory: (options) => openMigratedDataSource(options!, config.migrationsRun),
        }),
        RedisModule,
        JobsModule,
        EventBusModule,
        ThrottlerModule.forRootAsync({
          inject: [RedisConnections],
          useFactory: (redis: RedisConnections) => ({
            throttlers: [
              { name: 'user', ttl: 60_000, limit: config.throttle.userLimitPerMinute },
              // The built-in sign-in and sign-up, per client address (SignInThrottlerGuard).
              { name: 'sign-in', ttl: 60_000, limit: config.throttle.signInLimitPerMinute },
              // In-world scripts, per vendor or delivery box (ScriptThrottlerGuard).
              { name: 'script-minute', ttl: 60_000, limit: config.throttle.scriptLimitPerMinute },
              { name: 'script-hour', ttl: 3_600_000, limit: config.throttle.scriptLimitPerHour },
              // In-world scripts, per API key (every object of the owner together).
              { name: 'script-key', ttl: 60_000, limit: config.throttle.scriptKeyLimitPerMinute },
            ],
            setHeaders: false,
            // Every throttler's counts, in Redis with REDIS_URL so all instances share them (in process otherwise).
            storage: sharedThrottlerStorage(redis),
          }),
        }),
        ClockModule,
        MailModule,
        CacheModule,
        LiveEventsModule,
        AuditLogModule,
        ActivityMonitorModule,
        NotificationsModule,
        UsersModule,
        CommissionsModule,
        AdminModule,
        VendorsModule,
        ProductsModule,
        EventsModule,
        PromotionsModule,
        ProfitSharingModule,
        BillingModule,
        GiftCardsModule,
        MarketplaceModule,
        SettingsModule,
        ApiKeysModule,
        InWorldModule.forRoot({ imports: [SalesLedgerModule, DeliveryBoxesModule], vendors: SellingVendors, boxes: DeliveryBoxesService }),
        HeartbeatsModule,
        RedeliveryRequestsModule,
        SalesModule,
        RedeliveriesModule,
        DeliveryBoxesModule,
        UpdateBroadcastsModule,
        ReconciliationModule,
        DashboardModule,
        DataExportModule,
        AnalyticsModule,
        CustomersModule,
        WebhooksModule,
        AuthModule.register(config),
      ],
      controllers: [HealthController],
      providers: [HealthRepository],
    };
  }
}
