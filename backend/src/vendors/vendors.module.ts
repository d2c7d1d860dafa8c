import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AccountClosing } from '../users/account-closing';
import { Vendor } from './vendor.entity';
import { VendorProductsLink } from './vendor-products';
import { VendorSalesLink } from './vendor-sales';
import { VendorsController } from './vendors.controller';
import { VendorsRepository } from './vendors.repository';
import { VendorsService } from './vendors.service';

@Module({
  imports: [TypeOrmModule.forFeature([Vendor])],
  controllers: [VendorsController],
  providers: [VendorsRepository, VendorsService, VendorSalesLink, VendorProductsLink],
  exports: [VendorsService, VendorSalesLink, VendorProductsLink],
})
export class VendorsModule {
  /** Deleting an account switches off its vendors, in the deletion's transaction. */
  constructor(closing: AccountClosing, vendors: VendorsRepository) {
    closing.register({ key: 'deactivatedVendors', run: (tx, ownerId) => vendors.deactivateAllOf(tx, ownerId) });
  }
}
