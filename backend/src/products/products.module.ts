import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { VendorProductsLink } from '../vendors/vendor-products';
import { VendorsModule } from '../vendors/vendors.module';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CataloguePings } from './catalogue-pings';
import { CataloguePricingLink } from './catalogue-pricing';
import { CatalogueVersion } from './catalogue-version.entity';
import { CatalogueVersions } from './catalogue-versions';
import { CatalogueVersionsRepository } from './catalogue-versions.repository';
import { ProductsImportService } from './import/products-import.service';
import { Product } from './product.entity';
import { ProductSalesLink } from './product-sales';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { VendorCatalogueController } from './vendor-catalogue.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product, CatalogueVersion]), VendorsModule, InWorldObjectsModule],
  controllers: [ProductsController, CatalogueController, VendorCatalogueController],
  providers: [
    ProductsRepository,
    ProductsService,
    ProductsImportService,
    ProductSalesLink,
    CatalogueService,
    CataloguePricingLink,
    CatalogueVersions,
    CatalogueVersionsRepository,
    CataloguePings,
  ],
  exports: [ProductSalesLink, CataloguePricingLink, CatalogueService],
})
export class ProductsModule {
  /** Deleting a vendor deletes its products first, in the same transaction. */
  constructor(vendorProducts: VendorProductsLink, products: ProductsRepository) {
    vendorProducts.provide({ deleteAllOf: (tx, vendorId) => products.deleteOfVendor(tx, vendorId) });
  }
}
