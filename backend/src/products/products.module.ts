import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { VendorProductsLink } from '../vendors/vendor-products';
import { VendorsModule } from '../vendors/vendors.module';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CataloguePricingLink } from './catalogue-pricing';
import { ProductsImportService } from './import/products-import.service';
import { Product } from './product.entity';
import { ProductSalesLink } from './product-sales';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product]), VendorsModule],
  controllers: [ProductsController, CatalogueController],
  providers: [ProductsRepository, ProductsService, ProductsImportService, ProductSalesLink, CatalogueService, CataloguePricingLink],
  exports: [ProductSalesLink, CataloguePricingLink],
})
export class ProductsModule {
  /** Deleting a vendor deletes its products first, in the same transaction. */
  constructor(vendorProducts: VendorProductsLink, products: ProductsRepository) {
    vendorProducts.provide({ deleteAllOf: (tx, vendorId) => products.deleteOfVendor(tx, vendorId) });
  }
}
