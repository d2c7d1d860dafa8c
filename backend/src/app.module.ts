import { DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from './activities/activities.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { ClockModule } from './common/clock';
import { CommissionsModule } from './commissions/commissions.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DeliveryBoxesModule } from './delivery-boxes/delivery-boxes.module';
import { dataSourceOptions } from './database/data-source-options';
import { EventsModule } from './events/events.module';
import { HealthController } from './health/health.controller';
import { LslModule } from './lsl/lsl.module';
import { ProductsModule } from './products/products.module';
import { RedeliveriesModule } from './redeliveries/redeliveries.module';
import { SettingsModule } from './settings/settings.module';
import { TransactionsModule } from './transactions/transactions.module';
import { UsersModule } from './users/users.module';
import { VendorsModule } from './vendors/vendors.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), migrationsRun: true, retryAttempts: 1, retryDelay: 500 }),
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'user', ttl: 60_000, limit: config.throttle.userLimitPerMinute },
            // In-world scripts, per vendor key (ScriptThrottlerGuard).
            { name: 'script-minute', ttl: 60_000, limit: config.throttle.scriptLimitPerMinute },
            { name: 'script-hour', ttl: 3_600_000, limit: config.throttle.scriptLimitPerHour },
          ],
          setHeaders: false,
        }),
        ClockModule,
        ActivitiesModule,
        UsersModule,
        CommissionsModule,
        AdminModule,
        VendorsModule,
        ProductsModule,
        EventsModule,
        SettingsModule,
        ApiKeysModule,
        LslModule,
        TransactionsModule,
        RedeliveriesModule,
        DeliveryBoxesModule,
        DashboardModule,
        AuthModule.register(config),
      ],
      controllers: [HealthController],
    };
  }
}
