import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { VendorsModule } from '../vendors/vendors.module';
import { ProductsImportService } from './import/products-import.service';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product]), VendorsModule, SalesLedgerModule],
  controllers: [ProductsController],
  providers: [ProductsRepository, ProductsService, ProductsImportService],
})
export class ProductsModule {}
