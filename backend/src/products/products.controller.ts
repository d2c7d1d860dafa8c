import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { ProductDto } from './dto/product.dto';
import { ProductDeletionDto } from './dto/product-deletion.dto';
import { ImportProductsDto, ProductImportResultDto } from './dto/product-import.dto';
import { CreateProductDto, ListProductsQueryDto, UpdateProductDto } from './dto/product-input.dto';
import { ProductsImportService } from './import/products-import.service';
import { ProductsService } from './products.service';

const NOT_FOUND = { description: 'Product not found, or the vendor named is not found (or not yours).', type: ApiErrorDto };

@ApiTags('Products')
@Controller('products')
@Authenticated()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly imports: ProductsImportService,
  ) {}

  @Get()
  @Endpoint({ summary: "Your vendors' products (all products for admins), newest first", type: [ProductDto] })
  @ApiNotFoundResponse({ description: 'The vendor in vendorId is not found (or not yours).', type: ApiErrorDto })
  getProducts(@CurrentUser() user: User, @Query() query: ListProductsQueryDto): Promise<ProductDto[]> {
    return this.products.list(user, query.vendorId);
  }

  @Post()
  @Endpoint({ summary: 'Create a product on one of your vendors', status: 201, type: ProductDto })
  @ApiNotFoundResponse(NOT_FOUND)
  createProduct(@CurrentUser() user: User, @Body() dto: CreateProductDto): Promise<ProductDto> {
    return this.products.create(user, dto);
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @Endpoint({
    summary: 'Create and change your products from a CSV file, all lines or none',
    description:
      "Every line is checked by the rules of the product form. With dryRun, answers what would be imported and each line's errors, writing nothing. " +
      "Without it, imports the whole file in one transaction, or answers 400 with each line's errors and writes nothing.",
    type: ProductImportResultDto,
  })
  @ApiBadRequestResponse({ description: 'The file cannot be read, or a line has errors (the rows say which); nothing was written.', type: ApiErrorDto })
  @ApiConflictResponse({ description: 'Products or vendors changed during the import; nothing was written.', type: ApiErrorDto })
  importProducts(@CurrentUser() user: User, @Body() dto: ImportProductsDto): Promise<ProductImportResultDto> {
    return this.imports.import(user, dto);
  }

  @Get(':id')
  @Endpoint({ summary: 'One product', type: ProductDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getProduct(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<ProductDto> {
    return this.products.get(user, id);
  }

  @Patch(':id')
  @Endpoint({ summary: 'Change a product; only the fields sent change', type: ProductDto })
  @ApiNotFoundResponse(NOT_FOUND)
  updateProduct(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateProductDto): Promise<ProductDto> {
    return this.products.update(user, id, dto);
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a product, or deactivate it when it has sales',
    description: 'A product with sales is deactivated instead of deleted, so past transactions keep naming it; the response says which happened.',
    type: ProductDeletionDto,
  })
  @ApiNotFoundResponse(NOT_FOUND)
  deleteProduct(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<ProductDeletionDto> {
    return this.products.remove(user, id);
  }
}
