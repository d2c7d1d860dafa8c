import { Module } from '@nestjs/common';

import { CustomerAnalyticsController, CustomersController } from './customers.controller';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';

/** Merchants' buyers, read from buyer_totals (kept by triggers on `transactions`) and their sales; it writes nothing. */
@Module({
  controllers: [CustomersController, CustomerAnalyticsController],
  providers: [CustomersService, CustomersRepository],
})
export class CustomersModule {}
